import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelectField, unlistedOptionLabel } from '@client/components/form/form-select-field';

const zones = [
  { value: '10YDE-RWENET---I', label: '10YDE-RWENET---I' },
  { value: '10YBE----------2', label: '10YBE----------2' },
];

function ZoneForm({ zone }: { zone: string }) {
  const { control } = useForm<{ zone: string }>({ defaultValues: { zone } });
  const sent = useWatch({ control, name: 'zone' });
  return (
    <>
      <FormSelectField name="zone" control={control} label="Delivery point or zone 1" options={zones} required />
      <output aria-label="sent">{sent}</output>
    </>
  );
}

describe('a select whose value its options no longer hold', () => {
  it('shows the value, named as no longer offered, and lets another be chosen', async () => {
    const user = userEvent.setup();
    render(<ZoneForm zone="10YNL----------L" />);
    const select = screen.getByRole('combobox', { name: /Delivery point or zone 1/ });
    expect(select).toHaveTextContent(unlistedOptionLabel('10YNL----------L'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '10YBE----------2' }));
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('10YBE----------2');
    expect(select).toHaveTextContent('10YBE----------2');
  });

  it('adds nothing for a value among its options', () => {
    render(<ZoneForm zone="10YBE----------2" />);
    expect(screen.getByRole('combobox', { name: /Delivery point or zone 1/ })).toHaveTextContent('10YBE----------2');
    expect(screen.queryByText(/no longer offered/)).not.toBeInTheDocument();
  });
});
