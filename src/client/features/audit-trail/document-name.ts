/** Longest name a heading takes from a document; a stored document's title is the counterparty's text. */
const MAX_NAME_LENGTH = 120;

/**
 * What a stored HTML document calls itself ('Confirmation CNF-…'): its reference line (the server's
 * document layout writes one), else its <title>, else its first heading. DOMParser builds an inert
 * document: no script in it runs and nothing it links is fetched.
 */
export function htmlDocumentName(html: string): string | undefined {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const candidates = [
    parsed.querySelector('p.reference')?.textContent,
    parsed.title,
    parsed.querySelector('h1')?.textContent,
  ];
  const name = (candidates.find((text) => text?.trim()) ?? '').replace(/\s+/g, ' ').trim();
  return name === '' ? undefined : name.slice(0, MAX_NAME_LENGTH);
}
