// setup-client.ts finds a label's `for` control through the document's ids; what a label controls and an
// element's labels must stay what the HTML standard (and jsdom's walk) says.
describe("a label's control", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const byId = (id: string) => document.getElementById(id);
  const label = (index: number) => document.querySelectorAll('label')[index] as HTMLLabelElement;

  it('is the one element with its `for` id, when that element is labelable', () => {
    document.body.innerHTML = `
      <label for="name">Name</label><input id="name" />
      <label for="note">Note</label><div id="note"></div>
      <label for="secret">Secret</label><input id="secret" type="hidden" />
      <label for="missing">Missing</label>`;
    expect(label(0).control).toBe(byId('name'));
    expect(label(1).control).toBeNull();
    expect(label(2).control).toBeNull();
    expect(label(3).control).toBeNull();
    expect([...(byId('name') as HTMLInputElement).labels!]).toEqual([label(0)]);
  });

  it('is the first in tree order when several elements share the id', () => {
    document.body.innerHTML = `<label for="twice">Twice</label><div id="twice"></div><input id="twice" />`;
    expect(label(0).control).toBeNull();
    document.body.innerHTML = `<label for="twice">Twice</label><input id="twice" /><div id="twice"></div>`;
    expect(label(0).control).toBe(document.querySelector('input'));
  });

  it('is not an element outside its tree, and follows the id as it changes', () => {
    const detached = document.createElement('input');
    detached.id = 'field';
    document.body.innerHTML = `<label for="field">Field</label>`;
    expect(label(0).control).toBeNull();

    const attached = document.createElement('textarea');
    attached.id = 'other';
    document.body.append(attached);
    expect(label(0).control).toBeNull();
    attached.id = 'field';
    expect(label(0).control).toBe(attached);
    label(0).htmlFor = 'other';
    expect(label(0).control).toBeNull();
  });

  it('is its first labelable descendant without a `for`', () => {
    document.body.innerHTML = `<label>Amount <span><input id="amount" /></span></label>`;
    expect(label(0).control).toBe(byId('amount'));
  });
});
