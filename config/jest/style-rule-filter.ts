// jsdom's getComputedStyle matches every rule of the document's style sheets against the element and,
// for an inherited property such as visibility, against each of its ancestors, with nwsapi, again after
// every change to the DOM. MUI's emotion rules number about a thousand per test file, and a call cost
// 22 ms on average: half of a grid suite's time, mostly asked by Testing Library for accessible names.
// Browsers file each rule under its subject's class and never test the rest; this does the same before
// nwsapi is asked: a rule whose every alternative needs a class the element lacks cannot match it.

interface Matcher {
  match(selector: string, element: Element): boolean;
}

/** Per alternative of a selector list, the classes its subject compound names; null when one names none. */
type RequiredClasses = string[][] | null;

const requiredBySelector = new Map<string, RequiredClasses>();

/** `selector` cut at its top-level occurrences of any of `separators` (outside brackets, parentheses). */
function topLevelParts(selector: string, separators: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index]!;
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (depth === 0 && separators.includes(character)) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/** The classes the subject (last compound) of one complex selector names outside brackets and parentheses. */
function subjectClasses(complex: string): string[] {
  const compounds = topLevelParts(complex.trim(), ' \t\n>+~').filter((part) => part !== '');
  let subject = compounds[compounds.length - 1] ?? '';
  // Classes inside :not(), :is(), :where() or an attribute selector say nothing certain about the element.
  for (let previous = ''; previous !== subject;) {
    previous = subject;
    subject = subject.replace(/\([^()]*\)|\[[^\]]*\]/g, '');
  }
  return [...subject.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)].map((match) => match[1]!);
}

export function requiredClasses(selector: string): RequiredClasses {
  let required = requiredBySelector.get(selector);
  if (required !== undefined) return required;
  // Escapes and strings could hide a separator or a class: such a rule is always left to nwsapi.
  if (/[\\"']/.test(selector)) required = null;
  else {
    const alternatives = topLevelParts(selector, ',').map(subjectClasses);
    required = alternatives.some((classes) => classes.length === 0) ? null : alternatives;
  }
  requiredBySelector.set(selector, required);
  return required;
}

/**
 * Wraps the nwsapi instance jsdom's cascade matches with (`_nwsapiDontThrow` on the document's
 * implementation), creating it first. Only in a no-quirks document, where class names match case
 * for case; wherever jsdom's internals differ, nothing is wrapped and every rule goes to nwsapi.
 */
export function filterStyleRulesBySubjectClass(document: Document): void {
  if (document.compatMode !== 'CSS1Compat') return;
  window.getComputedStyle(document.documentElement);
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const impl =
    implSymbol &&
    (document as unknown as Record<symbol, { _nwsapiDontThrow?: Matcher; _styleCache?: object | null }>)[implSymbol];
  const matcher = impl?._nwsapiDontThrow;
  if (!impl || !matcher || typeof matcher.match !== 'function') return;
  const match = matcher.match.bind(matcher);

  // An element's classes, read once per cascade: jsdom replaces its style cache after any change to the
  // DOM (a class included), and this cache goes with it.
  let cascade: object | null | undefined;
  let classSets = new WeakMap<Element, Set<string>>();
  const classesOf = (element: Element): Set<string> => {
    if (impl._styleCache !== cascade) {
      cascade = impl._styleCache;
      classSets = new WeakMap();
    }
    let classes = classSets.get(element);
    if (!classes) {
      classes = new Set(element.classList);
      classSets.set(element, classes);
    }
    return classes;
  };

  matcher.match = (selector, element) => {
    if (typeof selector !== 'string') return match(selector, element);
    const required = requiredClasses(selector);
    if (required) {
      const classes = classesOf(element);
      if (!required.some((names) => names.every((name) => classes.has(name)))) return false;
    }
    return match(selector, element);
  };
}
