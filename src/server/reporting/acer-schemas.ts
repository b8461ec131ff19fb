import { readFileSync } from 'node:fs';
import path from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';

/** ACER's schemas, kept unchanged in ./acer (see its README). */
export const acerSchemaFiles = {
  REMIT_TABLE_1: 'REMITTable1_V3.xsd',
  REMIT_TABLE_2: 'REMITTable2_V1.xsd',
} as const;
export type AcerSchema = keyof typeof acerSchemaFiles;

const schemaTexts = new Map<AcerSchema, string>();

export function acerSchemaText(schema: AcerSchema): string {
  let text = schemaTexts.get(schema);
  if (text === undefined) {
    text = readFileSync(path.join(__dirname, 'acer', acerSchemaFiles[schema]), 'utf8');
    schemaTexts.set(schema, text);
  }
  return text;
}

export interface XmlToValidate {
  /** A name for messages, e.g. the stored document's file name; made safe for xmllint below. */
  name: string;
  xml: string;
}

export interface AcerValidationResult {
  /** The names of the documents that failed, with xmllint's messages for each. */
  failures: Array<{ name: string; messages: string[] }>;
}

// xmllint runs in WebAssembly with its own in-memory file system: a few hundred documents per call
// keep the memory small while paying the start-up once per batch instead of once per document.
const BATCH_SIZE = 400;

/**
 * Validates documents against one ACER schema, many per xmllint call. Resolves with the failures;
 * an empty list means every document is valid.
 */
export async function validateAgainstAcerSchema(
  schema: AcerSchema,
  documents: readonly XmlToValidate[],
): Promise<AcerValidationResult> {
  const failures: AcerValidationResult['failures'] = [];
  const schemaFile = { fileName: acerSchemaFiles[schema], contents: acerSchemaText(schema) };
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    const batch = documents.slice(start, start + BATCH_SIZE);
    // Positional file names: a document name never reaches xmllint's command line.
    const files = batch.map((document, index) => ({
      fileName: `document_${start + index}.xml`,
      contents: document.xml,
    }));
    const result = await validateXML({
      xml: files,
      schema: schemaFile,
      maxMemoryPages: 256 * memoryPages.MiB,
    });
    if (result.valid) continue;
    const byFile = new Map<string, string[]>();
    for (const error of result.errors) {
      // Messages without a line ("document_3.xml fails to validate") still name their file.
      const fileName =
        error.loc?.fileName ?? files.find((file) => error.rawMessage.startsWith(`${file.fileName} `))?.fileName ?? '';
      byFile.set(fileName, [...(byFile.get(fileName) ?? []), error.message]);
    }
    files.forEach((file, index) => {
      const messages = byFile.get(file.fileName);
      if (messages) failures.push({ name: batch[index]!.name, messages });
    });
    // An error without a position (xmllint could not parse its own output) still fails the batch.
    const unplaced = byFile.get('');
    if (unplaced) failures.push({ name: `batch from ${start}`, messages: unplaced });
  }
  return { failures };
}

/** Validates one document; resolves with xmllint's messages (empty when valid). */
export async function acerSchemaMessages(schema: AcerSchema, xml: string): Promise<string[]> {
  const { failures } = await validateAgainstAcerSchema(schema, [{ name: 'document', xml }]);
  return failures.flatMap((failure) => failure.messages);
}
