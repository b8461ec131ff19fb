// A field name as words for a reader: 'pdfDocumentId' reads 'PDF document ID', not 'Pdf Document Id'.
// Sentence case, as the trade sheets' own labels ('Trader ID', 'Buy/sell indicator').

/** Abbreviations written in capitals wherever they stand in a name. */
const abbreviations = new Set([
  'ace',
  'acer',
  'ecm',
  'eic',
  'esm',
  'html',
  'id',
  'isin',
  'lei',
  'mic',
  'omp',
  'pdf',
  'remit',
  'uom',
  'url',
  'utc',
  'uti',
  'xml',
]);

/** Names whose words alone would not say it. */
const labelOverrides: Readonly<Record<string, string>> = {
  buySell: 'Buy/sell',
  docType: 'Document type',
};

/** The words of a camelCase name, numbers apart: 'indexName2' -> ['index', 'name', '2']. */
const wordsOf = (name: string): string[] =>
  name.match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [name];

/** The label of a field name: known abbreviations in capitals, the first word capitalised, the rest lower case. */
export function fieldLabel(name: string): string {
  const override = labelOverrides[name];
  if (override) return override;
  return wordsOf(name)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (abbreviations.has(lower)) return lower.toUpperCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}
