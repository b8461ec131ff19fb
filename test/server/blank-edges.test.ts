import { trimBlankEdges } from '@shared/contract/xml-text';

describe('trimBlankEdges', () => {
  it('drops spaces and characters that show nothing at the edges, and keeps them inside', () => {
    expect(trimBlankEdges('\u00a0Zo\u00eb\u200b \u2060')).toBe('Zo\u00eb');
    expect(trimBlankEdges('\ufeff Anna \u200bLind ')).toBe('Anna \u200bLind');
    expect(trimBlankEdges(' \u200b ')).toBe('');
  });
});

describe('a text made only of what shows nothing', () => {
  it('is blank whichever invisible character it is made of: direction marks and overrides, joiners, fillers', () => {
    for (const invisible of ['\u200d', '\u200e', '\u200f', '\u202e', '\u2066', '\u00ad', '\u034f', '\u3164', '\u180e'])
      expect(trimBlankEdges(`${invisible} ${invisible}`)).toBe('');
  });

  it('keeps the variation selector that makes an emoji of the character before it', () => {
    expect(trimBlankEdges('Team \u2764\ufe0f\u200d ')).toBe('Team \u2764\ufe0f');
  });
});
