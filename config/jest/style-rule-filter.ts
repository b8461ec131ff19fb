// jsdom's getComputedStyle matches every rule of the document's style sheets against the element and,
// for an inherited property such as visibility, against each of its ancestors, with nwsapi, again after
// every change to the DOM. MUI's emotion rules number about a thousand per test file, and a call cost
// 22 ms on average: half of a grid suite's time, mostly asked by Testing Library for accessible names.
// Browsers file each rule under its subject's class, id or element name and never test the rest; this
// does the same with classes and element names before nwsapi is asked: a rule whose every alternative
// needs a class the element lacks, or another element name, cannot match it. jsdom's own style sheet is
// about a hundred rules by element name (`div`, `article h1, aside h1`, `td, th`), asked of every element.

interface Matcher {
  match(selector: string, element: Element): boolean;
}

/** What one alternative's subject (its last compound) asks of an element: its lower-case name, its classes. */
export interface SubjectRequirement {
  name: string | null;
  classes: string[];
}

/** Per alternative of a selector list; null when one alternative asks for neither a name nor a class. */
type Requirements = SubjectRequirement[] | null;

const requirementsBySelector = new Map<string, Requirements>();

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

/** What the subject (last compound) of one complex selector names outside brackets and parentheses. */
function subjectRequirement(complex: string): SubjectRequirement {
  const compounds = topLevelParts(complex.trim(), ' \t\n\r\f>+~').filter((part) => part !== '');
  let subject = compounds[compounds.length - 1] ?? '';
  // Classes inside :not(), :is(), :where() or an attribute selector say nothing certain about the element.
  for (let previous = ''; previous !== subject;) {
    previous = subject;
    subject = subject.replace(/\([^()]*\)|\[[^\]]*\]/g, '');
  }
  // A type selector opens its compound. HTML names match whatever their case, so both sides are compared
  // in lower case: an SVG element's camel-case name is then let through, never ruled out. A name or a
  // class runs to the next selector character: CSS allows '_' and any non-ASCII letter in them.
  const name = /^([^.#:[\]()*&]+)/.exec(subject)?.[1]?.toLowerCase() ?? null;
  const classes = [...subject.matchAll(/\.([^.#:[\]()*&]+)/g)].map((match) => match[1]!);
  return { name, classes };
}

export function subjectRequirements(selector: string): Requirements {
  let requirements = requirementsBySelector.get(selector);
  if (requirements !== undefined) return requirements;
  // An attribute selector says nothing certain either (`input[type="hidden"]`); with its value gone, an
  // escape or a string left could still hide a separator or a class, a namespace prefix the name: such a
  // rule is always left to nwsapi.
  const withoutAttributeValues = selector.replace(
    /\[[-\w\s]*[~|^$*]?=\s*("[^"\\\]]*"|'[^'\\\]]*')\s*[is]?\s*\]/g,
    '[]',
  );
  if (/[\\"'|]/.test(withoutAttributeValues)) requirements = null;
  else {
    const alternatives = topLevelParts(withoutAttributeValues, ',').map(subjectRequirement);
    requirements = alternatives.some(({ name, classes }) => name === null && classes.length === 0)
      ? null
      : alternatives;
  }
  requirementsBySelector.set(selector, requirements);
  return requirements;
}

/** Whether `element`, of lower-case name `name` and classes `classes`, could be the subject of one alternative. */
export function couldMatch(requirements: Requirements, name: string, classes: Set<string>): boolean {
  return (
    requirements === null ||
    requirements.some(
      (requirement) =>
        (requirement.name === null || requirement.name === name) && requirement.classes.every((c) => classes.has(c)),
    )
  );
}

/**
 * Wraps the nwsapi instance jsdom's cascade matches with (`_nwsapiDontThrow` on the document's
 * implementation), creating it first. Only in a no-quirks document, where class names match case
 * for case; wherever jsdom's internals differ, nothing is wrapped and every rule goes to nwsapi.
 */
export function filterStyleRulesBySubject(document: Document): void {
  if (document.compatMode !== 'CSS1Compat') return;
  window.getComputedStyle(document.documentElement);
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const impl =
    implSymbol &&
    (document as unknown as Record<symbol, { _nwsapiDontThrow?: Matcher; _styleCache?: object | null }>)[implSymbol];
  const matcher = impl?._nwsapiDontThrow;
  if (!impl || !matcher || typeof matcher.match !== 'function') return;
  const match = matcher.match.bind(matcher);

  // An element's name and classes, read once per cascade: jsdom replaces its style cache after any change
  // to the DOM (a class included), and this cache goes with it.
  let cascade: object | null | undefined;
  let subjects = new WeakMap<Element, { name: string; classes: Set<string> }>();
  const subjectOf = (element: Element) => {
    if (impl._styleCache !== cascade) {
      cascade = impl._styleCache;
      subjects = new WeakMap();
    }
    let subject = subjects.get(element);
    if (!subject) {
      subject = { name: element.localName.toLowerCase(), classes: new Set(element.classList) };
      subjects.set(element, subject);
    }
    return subject;
  };

  matcher.match = (selector, element) => {
    if (typeof selector !== 'string') return match(selector, element);
    const requirements = subjectRequirements(selector);
    if (requirements !== null) {
      const { name, classes } = subjectOf(element);
      if (!couldMatch(requirements, name, classes)) return false;
    }
    return match(selector, element);
  };
}
