import {
  mifidDecimalPointMessage,
  mifidDecimalsMessage,
  mifidLoneMinusMessage,
} from '@shared/contract/mifid-constants';
import { MOCK_RECEIVED_FILE_ID } from '@test/mocks/mifid-data';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(60_000);

const NEEDS_DIGITS = "Field 'Position Quantity' needs a digit before and after the decimal point, as in 0.5 or 1.0.";

async function openAddDialog() {
  const rendered = renderApp({ route: `/err/mifid/details?fileId=${MOCK_RECEIVED_FILE_ID}` });
  const add = await screen.findByRole('button', { name: 'Add Position Record' }, { timeout: 20_000 });
  await rendered.user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add Position' });
  await within(dialog).findByRole('form', { name: 'Add Position' });
  return { ...rendered, dialog };
}

describe('Position Quantity in the position dialog', () => {
  it('says on leaving the field that .5 and 1. need a digit on both sides, as Save does, without changing them', async () => {
    expect(mifidDecimalPointMessage('posQuantity')).toBe(NEEDS_DIGITS);
    const { dialog, user } = await openAddDialog();
    const quantity = within(dialog).getByLabelText('Position Quantity *');

    await user.type(quantity, '.5');
    expect(quantity).toHaveValue('.5');
    await user.tab();
    expect(quantity).toHaveValue('.5');
    expect(quantity).toHaveAccessibleDescription(NEEDS_DIGITS);

    // Save gives the same words once, never 'accepts numeric characters only'.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription(NEEDS_DIGITS);
    expect(within(dialog).getAllByText(NEEDS_DIGITS)).toHaveLength(1);
    expect(within(dialog).queryByText(/accepts numeric characters only/)).not.toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '1.');
    await user.tab();
    expect(quantity).toHaveValue('1.');
    expect(within(dialog).getAllByText(NEEDS_DIGITS)).toHaveLength(1);

    // Finishing the number takes the note away.
    await user.click(quantity);
    await user.keyboard('{End}5');
    expect(quantity).toHaveValue('1.5');
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText(NEEDS_DIGITS)).not.toBeInTheDocument());

    const delta = within(dialog).getByLabelText('Delta Equivalent Quantity');
    await user.type(delta, '-');
    await user.tab();
    expect(delta).toHaveAccessibleDescription(mifidLoneMinusMessage('posDelta'));
  });
});

describe('a quantity with more decimals than the positions grid shows', () => {
  const TOO_MANY_DECIMALS =
    "Field 'Position Quantity' accepts at most 15 digits after the decimal point, as many as the positions grid shows.";

  it('is refused on the field, on leaving it and on Save, with the words the server gives', async () => {
    expect(mifidDecimalsMessage('posQuantity')).toBe(TOO_MANY_DECIMALS);
    const { dialog, user } = await openAddDialog();
    const quantity = within(dialog).getByLabelText('Position Quantity *');

    // Shown in the grid as 0, the same as a real zero, had it been stored.
    await user.type(quantity, '0.000000000000000001');
    await user.tab();
    expect(quantity).toHaveAccessibleDescription(TOO_MANY_DECIMALS);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText(TOO_MANY_DECIMALS)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add Position' })).toBeInTheDocument();

    // 15 decimals are shown as they are, and taken.
    await user.clear(quantity);
    await user.type(quantity, '0.000000000000001');
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText(TOO_MANY_DECIMALS)).not.toBeInTheDocument());
  });
});

describe('a character the quantity cannot hold, typed among digits', () => {
  const refusedMessage = (refused: string) =>
    `Digits, one decimal point and a leading minus only: ${refused} was not entered`;

  it('is refused with what follows it, the digits before it kept, until a deletion lets the user type on', async () => {
    const { dialog, user } = await openAddDialog();
    const quantity = within(dialog).getByLabelText('Position Quantity *');

    await user.type(quantity, '12 ');
    // Not emptied: the space is refused, and the message names it.
    expect(quantity).toHaveValue('12');
    expect(quantity).toHaveAccessibleDescription(refusedMessage('" "'));
    // 12 3 must not become 123: what follows is refused too, and named.
    await user.keyboard('3');
    expect(quantity).toHaveValue('12');
    expect(quantity).toHaveAccessibleDescription(refusedMessage('" 3"'));
    await user.keyboard('{Backspace}');
    expect(quantity).toHaveValue('1');
    expect(quantity).not.toHaveAccessibleDescription(/not entered/);
    await user.keyboard('4');
    expect(quantity).toHaveValue('14');

    // The Delta Equivalent Quantity beside it: a letter among digits, and a paste refused whole.
    const delta = within(dialog).getByLabelText('Delta Equivalent Quantity');
    await user.type(delta, '-7a5');
    expect(delta).toHaveValue('-7');
    expect(delta).toHaveAccessibleDescription(refusedMessage('a5'));
    await user.keyboard('{Backspace}5');
    expect(delta).toHaveValue('-5');
    await user.paste('1e3');
    expect(delta).toHaveValue('-5');
    expect(delta).toHaveAccessibleDescription(refusedMessage('1e3'));
    await user.keyboard('0');
    expect(delta).toHaveValue('-50');
    expect(delta).not.toHaveAccessibleDescription(/not entered/);
  });

  it('a paste, or a value typed over a selection, after a refused character is a new entry', async () => {
    const { dialog, user } = await openAddDialog();
    const quantity = within(dialog).getByLabelText('Position Quantity *');
    await user.type(quantity, '12a');
    expect(quantity).toHaveValue('12');
    expect(quantity).toHaveAccessibleDescription(refusedMessage('a'));

    // '42' pasted over all of it is 42, not refused as 'a42'.
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('42');
    expect(quantity).toHaveValue('42');
    expect(quantity).not.toHaveAccessibleDescription(/not entered/);

    // A digit typed over the selection after another refusal replaces it too.
    await user.type(quantity, 'x');
    expect(quantity).toHaveAccessibleDescription(refusedMessage('x'));
    await user.keyboard('{Control>}a{/Control}7');
    expect(quantity).toHaveValue('7');
    expect(quantity).not.toHaveAccessibleDescription(/not entered/);

    // A paste too long for the field is the one thing said: the earlier refusal is forgotten.
    await user.type(quantity, 'y');
    await user.paste('1'.repeat(30));
    expect(quantity).toHaveValue('7');
    expect(quantity).toHaveAccessibleDescription(`At most 25 characters: ${'1'.repeat(30)} was not entered`);
  });

  it('a deletion in an empty field, where nothing changes, still lets the user type on', async () => {
    const { dialog, user } = await openAddDialog();
    const quantity = within(dialog).getByLabelText('Position Quantity *');
    await user.type(quantity, ',5');
    expect(quantity).toHaveValue('');
    expect(quantity).toHaveAccessibleDescription(refusedMessage(',5'));
    await user.keyboard('{Backspace}0.5');
    expect(quantity).toHaveValue('0.5');
    expect(quantity).not.toHaveAccessibleDescription(/not entered/);
  });

  it('keeps the caret where the refused character went in, not at the end', async () => {
    const { dialog, user } = await openAddDialog();
    const quantity = within(dialog).getByLabelText('Position Quantity *');
    await user.type(quantity, '125');

    await user.type(quantity, 'x', { initialSelectionStart: 1, initialSelectionEnd: 1 });

    expect(quantity).toHaveValue('125');
    expect(quantity).toHaveProperty('selectionStart', 1);
  });
});
