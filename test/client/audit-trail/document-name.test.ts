import { htmlDocumentName } from '@client/features/audit-trail/document-name';

describe("a document's name", () => {
  it("is the document layout's reference line", () => {
    const html =
      '<html><head><title>Confirmation CNF-1</title></head><body><h1>Trade Confirmation</h1><p class="reference">Confirmation  CNF-1</p></body></html>';
    expect(htmlDocumentName(html)).toBe('Confirmation CNF-1');
  });

  it('falls back to the title, then the first heading, and is nothing without either', () => {
    expect(
      htmlDocumentName('<html><head><title> Invoice INV-9 </title></head><body><h1>Invoice</h1></body></html>'),
    ).toBe('Invoice INV-9');
    expect(htmlDocumentName('<html><body><h1>Statement NET-3</h1></body></html>')).toBe('Statement NET-3');
    expect(htmlDocumentName('<html><body><p>no name</p></body></html>')).toBeUndefined();
  });

  it('runs nothing of the document and stays short', () => {
    const html = `<html><head><title>${'x'.repeat(500)}</title></head><body><img src=x onerror="window.ran = true"><script>window.ran = true</script></body></html>`;
    expect(htmlDocumentName(html)).toHaveLength(120);
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });
});
