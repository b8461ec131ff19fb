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

  it("keeps what shapes the visible character before it: an emoji's selector, a flag's tags, a Mongolian form", () => {
    expect(trimBlankEdges('Team \u2764\ufe0f\u200d ')).toBe('Team \u2764\ufe0f');
    const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(trimBlankEdges(` Fans ${england} `)).toBe(`Fans ${england}`);
    expect(trimBlankEdges('\u1820\u182a\u1820\u180b')).toBe('\u1820\u182a\u1820\u180b');
    expect(trimBlankEdges('\u845b\u{E0100}')).toBe('\u845b\u{E0100}');
  });

  it("keeps a direction mark beside a right-to-left word's punctuation", () => {
    expect(trimBlankEdges('\u05e9\u05dc\u05d5\u05dd!\u200f ')).toBe('\u05e9\u05dc\u05d5\u05dd!\u200f');
    expect(trimBlankEdges('\u200f!\u05e9\u05dc\u05d5\u05dd')).toBe('\u200f!\u05e9\u05dc\u05d5\u05dd');
  });

  it('is blank when nothing visible is left: a lone selector, tags, characters beyond the first 65,536', () => {
    for (const invisible of [' \ufe0f ', '\u{E0067}\u{E007F}', '\u{1BCA0}', '\u{1D173}', '\u200f', '\u{E0100}'])
      expect(trimBlankEdges(invisible)).toBe('');
  });

  it('takes a long run of spaces inside a text in one pass', () => {
    const long = `a${' '.repeat(200_000)}b`;
    expect(trimBlankEdges(` ${long} `)).toBe(long);
  });
});
