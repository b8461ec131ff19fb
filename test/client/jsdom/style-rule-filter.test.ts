import { couldMatch, subjectRequirements } from '../../../config/jest/style-rule-filter';

// The filter may only ever answer "cannot match" for a rule that nwsapi would not match either.
const selectors = [
  '.a',
  '.a.b',
  '.a .b',
  '.a > .b',
  '.a + .b',
  '.a ~ .b',
  '.a, .b',
  '.a, div',
  'div',
  '*',
  ':root',
  '.a:hover',
  '.a:not(.b)',
  ':not(.a)',
  '.a:is(.b, .c)',
  ':where(.a) .b',
  '.a:nth-child(2n+1)',
  '[class~=a]',
  '.a[data-x="1 .b"]',
  "[data-y='.a']",
  '.a\\:b',
  '.a::before',
  '#x.a',
  'p.b',
  '.a  >  .b.c',
  '.css-1abc .MuiInputBase-input',
  'DIV',
  'span.a',
  'article h1, aside p',
  'div > p.b, span',
  '*.a',
  'input[type="hidden"]',
  "input[type='hidden' i]",
  '[data-x="1 .b"]',
  'span[data-x=", p"], p',
  'p[data-x="]"]',
  'p[data-x="\\""]',
  '*|p',
  'svg',
  'linearGradient',
  'lineargradient',
  'p::before',
  'x_y',
  'my-widéget',
  '.café',
  '.a\r.b',
  '.a\f.b',
];

const elements = (() => {
  document.body.innerHTML = `
    <div class="a" id="x"><p class="b">one</p><span class="c">two</span><p class="b c" data-x="1 .b">three</p></div>
    <div><span class="a b">four</span><span class="a:b">five</span><span class="b">six</span></div>
    <div class="css-1abc"><input class="MuiInputBase-input" /><input type="hidden" /></div>
    <svg><defs><linearGradient id="g"></linearGradient></defs></svg>
    <x_y></x_y><my-widéget></my-widéget><p class="café">seven</p>`;
  return Array.from(document.body.querySelectorAll('*'));
})();

describe('the style rules filter', () => {
  it.each(selectors)('never rules out an element that %s matches', (selector) => {
    const requirements = subjectRequirements(selector);
    for (const element of elements) {
      if (!couldMatch(requirements, element.localName.toLowerCase(), new Set(element.classList)))
        expect({ selector, element: element.outerHTML, matches: element.matches(selector) }).toMatchObject({
          matches: false,
        });
    }
  });

  it('reads the subject name and classes of each alternative, and leaves selectors it cannot read to nwsapi', () => {
    expect(subjectRequirements('.a .b.c')).toEqual([{ name: null, classes: ['b', 'c'] }]);
    expect(subjectRequirements('.a > .b, .c:hover')).toEqual([
      { name: null, classes: ['b'] },
      { name: null, classes: ['c'] },
    ]);
    expect(subjectRequirements('.a:not(.b)')).toEqual([{ name: null, classes: ['a'] }]);
    expect(subjectRequirements('.a, div')).toEqual([
      { name: null, classes: ['a'] },
      { name: 'div', classes: [] },
    ]);
    expect(subjectRequirements('article H1, td.x')).toEqual([
      { name: 'h1', classes: [] },
      { name: 'td', classes: ['x'] },
    ]);
    expect(subjectRequirements('.a, *')).toBeNull();
    expect(subjectRequirements(':not(.a)')).toBeNull();
    expect(subjectRequirements('.a\\:b')).toBeNull();
    expect(subjectRequirements('*|p')).toBeNull();
    expect(subjectRequirements('input[type="hidden"], .a[data-x=\'1 .b\']')).toEqual([
      { name: 'input', classes: [] },
      { name: null, classes: ['a'] },
    ]);
    expect(subjectRequirements('[data-x="p.b"]')).toBeNull();
    expect(subjectRequirements('p[data-x="]"]')).toBeNull();
  });

  it('rules out an element of another name, or without a class the subject names', () => {
    const requirements = subjectRequirements('article h1, p.b');
    expect(couldMatch(requirements, 'h1', new Set())).toBe(true);
    expect(couldMatch(requirements, 'p', new Set(['b', 'c']))).toBe(true);
    expect(couldMatch(requirements, 'p', new Set(['c']))).toBe(false);
    expect(couldMatch(requirements, 'div', new Set(['b']))).toBe(false);
  });
});
