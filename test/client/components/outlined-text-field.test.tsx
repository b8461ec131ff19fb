// What a disabled field says of itself: its label greyed with it, its message still in full colour.
import { OutlinedTextField } from '@client/components/form/outlined-text-field';
import { renderWithProviders, screen } from '@test/render-with-providers';

describe('OutlinedTextField', () => {
  it('greys the label of a disabled field, and keeps its message as it is', () => {
    renderWithProviders(
      <OutlinedTextField label="Price formula" value="" disabled helperText="Sent with the cancellation." />,
    );
    const label = document.querySelector('label')!;
    expect(label).toHaveTextContent('Price formula');
    expect(label).toHaveClass('Mui-disabled');
    expect(screen.getByText('Sent with the cancellation.')).not.toHaveClass('Mui-disabled');
    expect(screen.getByRole('textbox', { name: 'Price formula' })).toBeDisabled();
  });

  it('leaves the label of a field that takes changes as it is', () => {
    renderWithProviders(<OutlinedTextField label="Price formula" value="" onChange={() => undefined} />);
    expect(document.querySelector('label')).not.toHaveClass('Mui-disabled');
  });
});
