/**
 * The part of a search term the trigram index is asked for.
 *
 * Asked for a whole term, PostgreSQL reads the posting list of every trigram in it, and a trigram most
 * records hold costs a read of most of the index: every UTI of one reporting party starts alike, so
 * part of a UTI took 75–115 ms at 1,000,000 records, nearly all of it in the lists of its prefix's
 * trigrams. The longest stretch of the term whose trigrams are all uncommon finds a few candidates
 * (1.6 ms for the same UTI), and the whole term is then checked on those alone.
 *
 * A window is ASCII letters and digits only, lower-cased: then it is lower-cased alike here, by ICU
 * and by pg_trgm, and its trigrams are exactly its three-letter stretches, so the window is a
 * substring of every record the term matches and the index it is asked of loses none of them.
 */
export function searchWindow(term: string, isCommon: (trigram: string) => boolean): string | undefined {
  let best = '';
  let termHasCommonTrigram = false;
  for (const [run] of term.matchAll(/[A-Za-z0-9]+/g)) {
    const letters = run.toLowerCase();
    // A window may hold no common trigram: it ends before the last letter of one and starts after its first.
    let start = 0;
    for (let end = 3; end <= letters.length; end++) {
      if (isCommon(letters.slice(end - 3, end))) {
        termHasCommonTrigram = true;
        start = end - 2;
      } else if (end - start > best.length) {
        best = letters.slice(start, end);
      }
    }
  }
  // Letters outside the runs (spaces, accents, punctuation) make trigrams a window cannot see: only a
  // term of one run whose trigrams are all uncommon is as well asked for whole.
  if (!termHasCommonTrigram) return undefined;
  return best.length >= 3 ? best : undefined;
}
