// jsdom finds a label's `for` control by walking its whole tree, and an element's `labels` asks that of
// every label in the document: each accessible name Testing Library computed for a button or a field
// walked the document once per label (5 % of a dialog suite's time). The document keeps its elements by
// id for getElementById; when exactly one element has the label's `for` id, that element is the one the
// walk would find. Anything else (no such element, several, another tree) is left to jsdom's walk.

interface ElementImpl {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean };
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { _ids?: Record<string, ElementImpl[] | undefined> };
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const labelableNames = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);

/** The HTML standard's labelable elements, as jsdom's own `isLabelable` reads them. */
function isLabelable(element: ElementImpl): boolean {
  if (element.namespaceURI !== HTML_NAMESPACE) return element._ceDefinition?.formAssociated === true;
  if (element.localName === 'input') return element.type !== 'hidden';
  return labelableNames.has(element.localName) || element._ceDefinition?.formAssociated === true;
}

export function findLabelControlsById(document: Document): void {
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  if (!implSymbol) return;
  const labelImpl = (document.createElement('label') as unknown as Record<symbol, object>)[implSymbol];
  const prototype = labelImpl && Object.getPrototypeOf(labelImpl);
  const control = prototype && Object.getOwnPropertyDescriptor(prototype, 'control');
  if (!control?.get) return;
  const walkForControl = control.get;
  Object.defineProperty(prototype, 'control', {
    ...control,
    get(this: ElementImpl) {
      const id = this.getAttributeNS(null, 'for');
      if (id) {
        const root = this.getRootNode({});
        const candidates = root._ids?.[id];
        if (candidates?.length === 1 && candidates[0]!.getRootNode({}) === root) {
          return isLabelable(candidates[0]!) ? candidates[0] : null;
        }
      }
      return walkForControl.call(this);
    },
  });
}
