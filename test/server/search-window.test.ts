import { searchWindow } from '@server/db/search-window';

/** The trigrams every UTI of one reporting party holds, as a sample of the records finds them. */
const partyPrefix = new Set(['ben', 'enc', 'nch', 'chu', 'hut', 'uti', 'ti0', 'i00']);
const isCommon = (trigram: string) => partyPrefix.has(trigram);

describe('searchWindow', () => {
  it('asks for the longest stretch of the term without a common trigram', () => {
    expect(searchWindow('benchuti00123', isCommon)).toBe('00123');
  });

  it('lower-cases the window as the stored search text is', () => {
    expect(searchWindow('BENCHUTI00123', isCommon)).toBe('00123');
  });

  it('asks for the whole term when none of its trigrams is common', () => {
    expect(searchWindow('00123', isCommon)).toBeUndefined();
    expect(searchWindow('Énergie Rhône', isCommon)).toBeUndefined();
  });

  it('asks for the whole term when no stretch of three letters is left without a common trigram', () => {
    expect(searchWindow('benchuti', isCommon)).toBeUndefined();
    expect(searchWindow('benchuti0', isCommon)).toBeUndefined();
  });

  it('keeps a window to ASCII letters and digits, so it is a substring of the term however it is lower-cased', () => {
    expect(searchWindow('benchuti-Ärger42x', isCommon)).toBe('rger42x');
    expect(searchWindow('benchuti İstanbul', isCommon)).toBe('stanbul');
  });

  it('finds the window in any part of the term, a common trigram in the middle splitting it', () => {
    expect(searchWindow('xyz12benchuti987654', isCommon)).toBe('ti987654');
    expect(searchWindow('abcdefghbenchuti9', isCommon)).toBe('abcdefghbe');
  });
});
