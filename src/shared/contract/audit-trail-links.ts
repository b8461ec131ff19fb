import type { AuditTrailLinkedDocument } from './audit-trail';
import { auditTrailLinkForms, auditTrailLinkSource, type AuditTrailDocumentRoute } from './audit-trail-constants';

export type DescriptionSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; route: AuditTrailDocumentRoute; dataStoreId: number };

const routeOfForm = new Map<string, AuditTrailDocumentRoute>(
  auditTrailLinkForms.map(({ prefix, route }) => [prefix.slice(0, -1), route]),
);

// matchAll works on a copy of the pattern: one pattern serves every call.
const linkPattern = new RegExp(auditTrailLinkSource, 'g');

/**
 * An invisible word joiner, put between a link's form and its '=' in text a user gave: such text cannot
 * read as a link, and the reader is shown it as typed (textOf takes the joiner out again).
 */
const LINK_QUOTE = '\u2060';
const linkFormsInText = /(link:dataStoreId|link:pdfDataStoreId|storeId)=/g;
const quotedLinkForms = new RegExp(`(link:dataStoreId|link:pdfDataStoreId|storeId)${LINK_QUOTE}=`, 'g');

/**
 * Text a user gave (a name, a note) as it may stand in an event's description: only the system's own
 * words link a document. A note naming `link:dataStoreId=4656` linked another trade's report from this
 * record's trail, described as this record's version and served through it.
 */
export const quotedTrailText = (text: string): string => text.replace(linkFormsInText, `$1${LINK_QUOTE}=`);

const textOf = (text: string): string => (text.includes(LINK_QUOTE) ? text.replace(quotedLinkForms, '$1=') : text);

/**
 * Splits an event's description into plain text and document links (`link:dataStoreId=N`,
 * `link:pdfDataStoreId=N`, `storeId=N`), in order. Anything that is not a well-formed link stays text;
 * the caller renders text as text, so markup in a description is never interpreted.
 */
export function descriptionSegments(description: string): DescriptionSegment[] {
  // Most events link nothing: the text download of a million events reads each line once, cheaply.
  if (!auditTrailLinkForms.some(({ prefix }) => description.includes(prefix)))
    return description === '' ? [] : [{ kind: 'text', text: textOf(description) }];
  const segments: DescriptionSegment[] = [];
  let textStart = 0;
  for (const match of description.matchAll(linkPattern)) {
    const [whole, form, digits] = match;
    const route = routeOfForm.get(form ?? '');
    const dataStoreId = Number(digits);
    // Ten digits can exceed a database integer: such an id can name no document, so it stays text.
    if (!route || !Number.isSafeInteger(dataStoreId) || dataStoreId < 1 || dataStoreId > 2_147_483_647) continue;
    if (match.index > textStart)
      segments.push({ kind: 'text', text: textOf(description.slice(textStart, match.index)) });
    segments.push({ kind: 'link', text: whole, route, dataStoreId });
    textStart = match.index + whole.length;
  }
  if (textStart < description.length) segments.push({ kind: 'text', text: textOf(description.slice(textStart)) });
  return segments;
}

/** The ids of the documents a description links, in order, each once. */
export function linkedDocumentIds(description: string): number[] {
  const ids = descriptionSegments(description).flatMap((segment) =>
    segment.kind === 'link' ? [segment.dataStoreId] : [],
  );
  return [...new Set(ids)];
}

const kindNames: Record<AuditTrailLinkedDocument['kind'], string> = {
  xml: 'XML',
  pdf: 'PDF',
  html: 'HTML',
  txt: 'Text',
};

/**
 * What a link opens: the XML of a report version ("XML, version 3"), a receipt of the regulator ("PDF
 * receipt", "Text receipt"), another document or file by its kind; where the server did not describe
 * the document, what the link's form says. The raw `storeId=254` says nothing to a reader.
 */
export function documentLinkName(
  segment: Extract<DescriptionSegment, { kind: 'link' }>,
  document: AuditTrailLinkedDocument | undefined,
): string {
  if (document && document.version !== null) return `XML, version ${document.version}`;
  if (document?.receipt) return `${kindNames[document.kind]} receipt`;
  if (document)
    return `${kindNames[document.kind]} ${document.kind === 'pdf' || document.kind === 'html' ? 'document' : 'file'}`;
  if (segment.route === 'pdf') return 'PDF document';
  return segment.text.startsWith('link:') ? 'XML document' : 'Stored file';
}

/** The stored id a link shows beside its name ("id 4652"). */
export const documentLinkIdText = (dataStoreId: number): string => `id ${dataStoreId}`;

/**
 * A description as a reader sees it on the page: each link as its name and id ("XML, version 2 id
 * 4652"), never the raw markup. The text download writes this, so the file reads as the screen does.
 */
export function readableDescription(
  description: string,
  documents: ReadonlyMap<number, AuditTrailLinkedDocument>,
): string {
  return descriptionSegments(description)
    .map((segment) =>
      segment.kind === 'text'
        ? segment.text
        : `${documentLinkName(segment, documents.get(segment.dataStoreId))} ${documentLinkIdText(segment.dataStoreId)}`,
    )
    .join('');
}
