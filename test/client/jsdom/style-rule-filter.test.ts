import { requiredClasses } from '../../../config/jest/style-rule-filter';

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
];

const elements = (() => {
  document.body.innerHTML = `
    <div class="a" id="x"><p class="b">one</p><span class="c">two</span><p class="b c" data-x="1 .b">three</p></div>
    <div><span class="a b">four</span><span class="a:b">five</span><span class="b">six</span></div>
    <div class="css-1abc"><input class="MuiInputBase-input" /></div>`;
  return Array.from(document.body.querySelectorAll('*'));
})();

describe('the style rules filter', () => {
  it.each(selectors)('never rules out an element that %s matches', (selector) => {
    const required = requiredClasses(selector);
    for (const element of elements) {
      const couldMatch =
        required === null || required.some((names) => names.every((name) => element.classList.contains(name)));
      if (!couldMatch)
        expect({ selector, element: element.outerHTML, matches: element.matches(selector) }).toMatchObject({
          matches: false,
        });
    }
  });

  it('reads the subject classes of each alternative, and leaves selectors it cannot read to nwsapi', () => {
    expect(requiredClasses('.a .b.c')).toEqual([['b', 'c']]);
    expect(requiredClasses('.a > .b, .c:hover')).toEqual([['b'], ['c']]);
    expect(requiredClasses('.a:not(.b)')).toEqual([['a']]);
    expect(requiredClasses('.a, div')).toBeNull();
    expect(requiredClasses(':not(.a)')).toBeNull();
    expect(requiredClasses('.a\\:b')).toBeNull();
  });
});
