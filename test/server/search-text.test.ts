import { z } from 'zod';
import { searchTextSchema } from '@shared/contract/common';
import { normaliseSearchText, searchTextRefusal } from '@shared/contract/search-text';
import { HALF_CHARACTER_MESSAGE, NUL_MESSAGE } from '@shared/contract/storable-text';

const MAX = 10;
const schema = searchTextSchema(MAX);

describe("a search's text", () => {
  it('is searched for without blank edges, with plain spaces, composed', () => {
    expect(normaliseSearchText('\u00a0Rho\u0302ne\u202fSu\u0308d\u200b ')).toBe('Rh\u00f4ne S\u00fcd');
    expect(schema.parse(' Rho\u0302ne\u00a0')).toBe('Rh\u00f4ne');
  });

  it('is measured once composed: ten characters typed decomposed are ten', () => {
    const decomposed = 'Rho\u0302ne'.repeat(2);
    expect(decomposed.length).toBe(12);
    expect(searchTextRefusal(normaliseSearchText(decomposed), MAX)).toBeUndefined();
  });

  it.each([
    ['too long', 'x'.repeat(MAX + 1), `text must be at most ${MAX} characters.`],
    ['with NUL', 'ECM\u0000-7', NUL_MESSAGE],
    ['with half a character', 'ECM\ud800', HALF_CHARACTER_MESSAGE],
  ])('is refused %s, by the plain rule the pages use and by the schema the API uses alike', (_, text, message) => {
    expect(searchTextRefusal(normaliseSearchText(text), MAX)).toBe(message);
    const parsed = schema.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('of exactly the longest length is taken by both', () => {
    const longest = 'x'.repeat(MAX);
    expect(searchTextRefusal(normaliseSearchText(` ${longest} `), MAX)).toBeUndefined();
    expect(schema.parse(` ${longest} `)).toBe(longest);
  });

  it("gives its field's longest length to the OpenAPI document", () => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ type: 'string', maxLength: MAX });
  });
});
