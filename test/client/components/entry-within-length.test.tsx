import { useState } from 'react';
import { useForm } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';
import { FormOptionalTextField } from '@client/components/form/form-optional-text-field';
import { digitsOnlyRule } from '@client/components/form/use-guarded-entry';
import { DebouncedSearchField } from '@client/components/debounced-search-field';
import { act, fireEvent, renderWithProviders, screen } from '@test/render-with-providers';

/** A controlled field with a length limit. */
function LimitedField({
  label,
  maxLength,
  type = 'text',
  initial = '',
}: {
  label: string;
  maxLength: number;
  type?: 'text' | 'email' | 'password';
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <OutlinedTextField
      label={label}
      type={type}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      inputProps={{ maxLength }}
    />
  );
}

/** An ISIN field as the MiFID position dialog has it: at most 12 characters. */
const IsinField = ({ initial = '' }: { initial?: string }) => (
  <LimitedField label="ISIN" maxLength={12} initial={initial} />
);

const isin = () => screen.getByRole('textbox', { name: 'ISIN' }) as HTMLInputElement;

describe('a paste into a field with a length limit', () => {
  it.each([
    ['the spaces at either end instead of cutting the last character', ' NL0005V2ZJ40 '],
    ['the line breaks a one-line field drops before counting', 'NL0005\r\nV2ZJ40\n'],
  ])('leaves out %s', async (_what, pasted) => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField />);
    await user.click(isin());
    await user.paste(pasted);
    expect(isin()).toHaveValue('NL0005V2ZJ40');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('counts a name copied decomposed (a letter and a combining accent) as the characters it shows, and enters it composed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LimitedField label="Position Holder" maxLength={20} />);
    const field = screen.getByRole('textbox', { name: 'Position Holder' });
    await user.click(field);
    // 26 code points as macOS or a PDF copies it; 20 characters as it shows.
    await user.paste('Société Générale Éné'.normalize('NFD'));
    expect(field).toHaveValue('Société Générale Éné'.normalize('NFC'));
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('refuses what does not fit as a whole, says so, and forgets the refusal at the next change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField initial="NL00" />);
    await user.click(isin());
    await user.paste('05V2ZJ40X');
    expect(isin()).toHaveValue('NL00');
    expect(screen.getByText('At most 12 characters: 05V2ZJ40X was not entered')).toBeInTheDocument();
    expect(isin()).toHaveAccessibleDescription('At most 12 characters: 05V2ZJ40X was not entered');
    await user.type(isin(), '0');
    expect(isin()).toHaveValue('NL000');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('judges a paste over a selection by what it leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField initial="NL0005V2ZJ4X" />);
    act(() => {
      isin().focus();
      isin().setSelectionRange(11, 12);
    });
    await user.paste('0 ');
    expect(isin()).toHaveValue('NL0005V2ZJ40');
  });

  it('quotes a refused paste with spaces at its ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField initial="NL0005V2ZJ40" />);
    await user.click(isin());
    await user.paste(' X ');
    expect(screen.getByText('At most 12 characters: " X " was not entered')).toBeInTheDocument();
    expect(isin()).toHaveValue('NL0005V2ZJ40');
  });

  it('repeats no more than the first 40 characters of a long refused paste, so a narrow page keeps its width', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField />);
    await user.click(isin());
    // A family emoji is one character of several code points: kept whole.
    await user.paste(`${'X'.repeat(39)}👨‍👩‍👧${'Y'.repeat(110)}`);
    expect(screen.getByText(`At most 12 characters: ${'X'.repeat(39)}👨‍👩‍👧… was not entered`)).toBeInTheDocument();
    expect(isin()).toHaveValue('');
  });

  it('refuses a paste too long on its own in an e-mail field, which tells no selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LimitedField label="Email" type="email" maxLength={10} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.paste('desk@e2e.example');
    expect(email).toHaveValue('');
    expect(screen.getByText('At most 10 characters: desk@e2e.example was not entered')).toBeInTheDocument();
    await user.paste('a@b.ch');
    expect(email).toHaveValue('a@b.ch');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it("never repeats a refused password, and takes a password's spaces as they are", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LimitedField label="Password" type="password" maxLength={16} />);
    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.paste('correct horse battery staple');
    expect(password).toHaveValue('');
    expect(screen.getByText('At most 16 characters: the pasted password was not entered')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('horse');
    await user.paste(' pass word ');
    expect(password).toHaveValue(' pass word ');
  });
});

/** Text dragged onto `field`: true when the browser may drop it (the drop was not refused). */
const drop = (field: HTMLElement, text: string) =>
  fireEvent.drop(field, { dataTransfer: { getData: (format: string) => (format === 'text/plain' ? text : '') } });

describe('a drop into a field with a length limit', () => {
  it('refuses what does not fit as a paste is refused, and forgets the refusal at the next change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField initial="NL00" />);
    expect(drop(isin(), '05V2ZJ40X')).toBe(false);
    expect(isin()).toHaveValue('NL00');
    expect(isin()).toHaveAccessibleDescription('At most 12 characters: 05V2ZJ40X was not entered');
    await user.type(isin(), '0');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
    expect(drop(isin(), '5V2ZJ40')).toBe(true);
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('counts the whole field when dropped from elsewhere: the selection left in it is not replaced', () => {
    renderWithProviders(
      <>
        <IsinField initial="NL0005V2ZJ4" />
        <button type="button">Elsewhere</button>
      </>,
    );
    // Tabbing through the field selects all it holds, and the selection stays once the focus moved on.
    act(() => {
      isin().focus();
      isin().select();
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    });
    expect(drop(isin(), 'XY')).toBe(false);
    expect(screen.getByText('At most 12 characters: XY was not entered')).toBeInTheDocument();
  });

  it('lets the selection be moved within the full field', () => {
    renderWithProviders(<IsinField initial="NL0005V2ZJ40" />);
    act(() => {
      isin().focus();
      isin().setSelectionRange(0, 2);
    });
    expect(drop(isin(), 'NL')).toBe(true);
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('is judged in a search field too', () => {
    renderWithProviders(<DebouncedSearchField label="Search" value={null} onSearch={() => {}} maxLength={5} />);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(drop(search, 'NWEH-2026')).toBe(false);
    expect(screen.getByText('At most 5 characters: NWEH-2026 was not entered')).toBeInTheDocument();
  });

  it('never repeats a refused password, and names it as dropped, not pasted', () => {
    const { container } = renderWithProviders(<LimitedField label="Password" type="password" maxLength={16} />);
    expect(drop(screen.getByLabelText('Password'), 'correct horse battery staple')).toBe(false);
    expect(screen.getByText('At most 16 characters: the dropped password was not entered')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('horse');
  });
});

describe('a key typed into a full field', () => {
  it('says which characters were not entered, and forgets it at the next change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField initial="NL0005V2ZJ40" />);
    await user.click(isin());
    await user.keyboard('7X');
    expect(isin()).toHaveValue('NL0005V2ZJ40');
    expect(isin()).toHaveAccessibleDescription('At most 12 characters: 7X was not entered');
    await user.keyboard('{Backspace}');
    expect(isin()).toHaveValue('NL0005V2ZJ4');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
    await user.keyboard('1');
    expect(isin()).toHaveValue('NL0005V2ZJ41');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('takes a key typed over a selection, and says nothing of arrows or shortcuts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField initial="NL0005V2ZJ4X" />);
    act(() => {
      isin().focus();
      isin().setSelectionRange(11, 12);
    });
    await user.keyboard('0{ArrowLeft}{Control>}a{/Control}{Tab}');
    expect(isin()).toHaveValue('NL0005V2ZJ40');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('forgets the refusal when the form sets the value itself (emptied once its entry was added)', async () => {
    const user = userEvent.setup();
    function AddedThenEmptied() {
      const [value, setValue] = useState('NL0005V2ZJ40');
      return (
        <>
          <OutlinedTextField
            label="ISIN"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputProps={{ maxLength: 12 }}
          />
          <button type="button" onClick={() => setValue('')}>
            Add
          </button>
        </>
      );
    }
    renderWithProviders(<AddedThenEmptied />);
    await user.click(isin());
    await user.keyboard('X');
    expect(screen.getByText('At most 12 characters: X was not entered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(isin()).toHaveValue('');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('names the line breaks typed into a full text area, which would read as spaces', async () => {
    const user = userEvent.setup();
    function Note() {
      const [value, setValue] = useState('abcd');
      return (
        <OutlinedTextField
          label="Note"
          multiline
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputProps={{ maxLength: 4 }}
        />
      );
    }
    renderWithProviders(<Note />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('{Enter}');
    expect(note).toHaveAccessibleDescription('At most 4 characters: a line break was not entered');
    await user.keyboard('b{Enter}c{Enter}');
    expect(note).toHaveAccessibleDescription('At most 4 characters: bc and 3 line breaks were not entered');
    expect(note).toHaveValue('abcd');
  });

  it('never repeats what was typed into a full password field', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <LimitedField label="Password" type="password" maxLength={4} initial="abcd" />,
    );
    await user.click(screen.getByLabelText('Password'));
    await user.keyboard('q');
    expect(
      screen.getByText('At most 4 characters: the characters typed past the limit were not entered'),
    ).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/: q was/);
  });

  it("keeps a guarded field's own keys working: a refused character, then Backspace", async () => {
    const user = userEvent.setup();
    function Quantity() {
      const { control } = useForm<{ quantity?: string }>({ defaultValues: { quantity: '123' } });
      return (
        <FormOptionalTextField name="quantity" control={control} label="Quantity" maxLength={4} rule={digitsOnlyRule} />
      );
    }
    renderWithProviders(<Quantity />);
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(quantity);
    await user.keyboard('.');
    expect(screen.getByText('Digits only: . was not entered')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
    expect(quantity).toHaveValue('12');
    await user.keyboard('345');
    expect(quantity).toHaveValue('1234');
    expect(screen.getByText('At most 4 characters: 5 was not entered')).toBeInTheDocument();
  });
});

describe('a paste into a one-line field without a length limit', () => {
  it('leaves out the spaces at either end, as a number copied from a sheet comes', async () => {
    const user = userEvent.setup();
    function Quantity() {
      const [value, setValue] = useState('');
      return <OutlinedTextField label="Quantity" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    renderWithProviders(<Quantity />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(field);
    await user.paste(' 75 ');
    expect(field).toHaveValue('75');
  });
});
