import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF back far enough to check what it says: the header and trailer, the cross-reference
 * table's offsets, and the text drawn by the page content streams (inflated with zlib; pdfkit writes
 * standard-font text as hex strings inside TJ arrays).
 */
export interface ParsedPdf {
  version: string;
  pageCount: number;
  /** One entry per TJ/Tj text operation, in drawing order. */
  textRuns: string[];
  /** Objects whose xref offset does not point at "N 0 obj". */
  brokenXrefEntries: number[];
}

export function parsePdf(bytes: Buffer): ParsedPdf {
  const latin1 = bytes.toString('latin1');
  const version = /^%PDF-(\d\.\d)/.exec(latin1)?.[1];
  if (!version) throw new Error('Not a PDF: no %PDF- header.');
  if (!/%%EOF\s*$/.test(latin1)) throw new Error('Not a PDF: no %%EOF trailer.');

  const startXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(latin1)?.[1]);
  const xref = latin1.slice(startXref);
  if (!xref.startsWith('xref')) throw new Error('startxref does not point at the xref table.');
  const [, first, count] = /^xref\s+(\d+)\s+(\d+)/.exec(xref) ?? [];
  const entries = [...xref.matchAll(/(\d{10}) (\d{5}) ([nf])/g)].slice(0, Number(count));
  const brokenXrefEntries: number[] = [];
  entries.forEach(([, offset, , type], index) => {
    const objectNumber = Number(first) + index;
    if (type === 'n' && !latin1.startsWith(`${objectNumber} 0 obj`, Number(offset)))
      brokenXrefEntries.push(objectNumber);
  });

  const pageCount = [...latin1.matchAll(/\/Type \/Page\b/g)].length;
  const textRuns: string[] = [];
  for (const match of latin1.matchAll(/\/Filter \/FlateDecode[^]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a content stream pdfkit compressed (e.g. a font program)
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
      const hex = [...operation[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      textRuns.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return { version, pageCount, textRuns, brokenXrefEntries };
}
