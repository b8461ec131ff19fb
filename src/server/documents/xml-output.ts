import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/**
 * An XML document the product writes, as text. xmlbuilder2 writes a carriage return in a value as it
 * is, which every reader takes for a line feed (a price formula typed with CR LF came back without its
 * CR); written as a character reference it is read back as typed. The pretty printer writes no carriage
 * return of its own, so each one in its output is a value's.
 */
export const xmlText = (root: XMLBuilder): string => root.end({ prettyPrint: true }).replaceAll('\r', '&#xD;');
