import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';
import { act, renderWithProviders, screen } from '@test/render-with-providers';

/** An ISIN field as the MiFID position dialog has it: at most 12 characters. */
function IsinField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <OutlinedTextField
      label="ISIN"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      inputProps={{ maxLength: 12 }}
    />
  );
}

const isin = () => screen.getByRole('textbox', { name: 'ISIN' }) as HTMLInputElement;

describe('a paste into a field with a length limit', () => {
  it('leaves out the spaces at either end instead of cutting the last character', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField />);
    await user.click(isin());
    await user.paste(' NL0005V2ZJ40 ');
    expect(isin()).toHaveValue('NL0005V2ZJ40');
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

  it('refuses a paste too long on its own in an e-mail field, which tells no selection', async () => {
    function EmailField() {
      const [value, setValue] = useState('');
      return (
        <OutlinedTextField
          label="Email"
          type="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputProps={{ maxLength: 10 }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<EmailField />);
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
    function PasswordField() {
      const [value, setValue] = useState('');
      return (
        <OutlinedTextField
          label="Password"
          type="password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputProps={{ maxLength: 16 }}
        />
      );
    }
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PasswordField />);
    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.paste('correct horse battery staple');
    expect(password).toHaveValue('');
    expect(screen.getByText('At most 16 characters: the pasted password was not entered')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('horse');
    await user.paste(' pass word ');
    expect(password).toHaveValue(' pass word ');
  });

  it('counts a paste into a one-line field without the line breaks the field drops', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IsinField />);
    await user.click(isin());
    await user.paste('NL0005\r\nV2ZJ40\n');
    expect(isin()).toHaveValue('NL0005V2ZJ40');
  });
});
