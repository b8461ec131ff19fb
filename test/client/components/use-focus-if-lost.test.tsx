import { focusIsLost } from '@client/components/form/use-focus-if-lost';

describe('focusIsLost', () => {
  afterEach(() => document.body.replaceChildren());

  const focused = (html: string, selector: string) => {
    document.body.innerHTML = html;
    document.querySelector<HTMLElement>(selector)!.focus();
  };

  it('is lost on the page itself and on a button disabled under it', () => {
    expect(focusIsLost()).toBe(true);
    focused('<button type="button">Lock</button>', 'button');
    expect(focusIsLost()).toBe(false);
    document.querySelector('button')!.disabled = true;
    expect(focusIsLost()).toBe(true);
  });

  it("is lost on a dialog's frame, where MUI's focus trap puts a focus that fell to the page", () => {
    focused('<div role="presentation" tabindex="-1"><div role="dialog"><input /></div></div>', '[role="presentation"]');
    expect(focusIsLost()).toBe(true);
  });

  it('is kept on a field, and on a message that took it (tabIndex -1)', () => {
    focused('<div role="dialog"><input /><div role="status" tabindex="-1">Saved.</div></div>', 'input');
    expect(focusIsLost()).toBe(false);
    document.querySelector<HTMLElement>('[role="status"]')!.focus();
    expect(focusIsLost()).toBe(false);
  });
});
