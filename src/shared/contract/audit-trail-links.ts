import { auditTrailLinkForms, auditTrailLinkSource, type AuditTrailDocumentRoute } from './audit-trail-constants';

export type DescriptionSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; route: AuditTrailDocumentRoute; dataStoreId: number };

const routeOfForm = new Map<string, AuditTrailDocumentRoute>(
  auditTrailLinkForms.map(({ prefix, route }) => [prefix.slice(0, -1), route]),
);

/**
 * Splits an event's description into plain text and document links (`link:dataStoreId=N`,
 * `link:pdfDataStoreId=N`, `storeId=N`), in order. Anything that is not a well-formed link stays text;
 * the caller renders text as text, so markup in a description is never interpreted.
 */
export function descriptionSegments(description: string): DescriptionSegment[] {
  const segments: DescriptionSegment[] = [];
  let textStart = 0;
  for (const match of description.matchAll(new RegExp(auditTrailLinkSource, 'g'))) {
    const [whole, form, digits] = match;
    const route = routeOfForm.get(form ?? '');
    const dataStoreId = Number(digits);
    // Ten digits can exceed a database integer: such an id can name no document, so it stays text.
    if (!route || !Number.isSafeInteger(dataStoreId) || dataStoreId < 1 || dataStoreId > 2_147_483_647) continue;
    if (match.index > textStart) segments.push({ kind: 'text', text: description.slice(textStart, match.index) });
    segments.push({ kind: 'link', text: whole, route, dataStoreId });
    textStart = match.index + whole.length;
  }
  if (textStart < description.length) segments.push({ kind: 'text', text: description.slice(textStart) });
  return segments;
}

/** The ids of the documents a description links, in order, each once. */
export function linkedDocumentIds(description: string): number[] {
  const ids = descriptionSegments(description).flatMap((segment) =>
    segment.kind === 'link' ? [segment.dataStoreId] : [],
  );
  return [...new Set(ids)];
}
