import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormTimeField } from '@client/components/form/form-time-field';

function TimeForm() {
  const { control } = useForm<{ time: string }>({ defaultValues: { time: '' } });
  return <FormTimeField name="time" control={control} label="Transaction Time" />;
}

function renderTimeField() {
  const user = userEvent.setup();
  render(<TimeForm />);
  return { user, time: screen.getByLabelText('Transaction Time') };
}

describe('a time field', () => {
  it('masks digits and colons as they are typed', async () => {
    const { user, time } = renderTimeField();
    await user.type(time, '9:05:00');
    expect(time).toHaveValue('09:05:00');
    await user.clear(time);
    await user.type(time, '140500');
    expect(time).toHaveValue('14:05:00');
  });

  it.each(['2.30', '2h30', '1e3'])('refuses %j pasted whole instead of reading it as other digits', async (pasted) => {
    const { user, time } = renderTimeField();
    await user.click(time);
    await user.paste(pasted);
    expect(time).toHaveValue('');
    expect(time).toHaveAccessibleDescription(`Digits and colons only: ${pasted} was not entered`);
  });

  it('refuses a letter typed among digits and what follows it until a deletion', async () => {
    const { user, time } = renderTimeField();
    await user.type(time, '14h05');
    expect(time).toHaveValue('14');
    expect(time).toHaveAccessibleDescription('Digits and colons only: h05 was not entered');
    await user.keyboard('{Backspace}05');
    expect(time).toHaveValue('10:5');
    expect(time).not.toHaveAccessibleDescription(/not entered/);
  });

  it('refuses a paste with more digits than hh:mm:ss holds instead of cutting it', async () => {
    const { user, time } = renderTimeField();
    await user.click(time);
    await user.paste('1405001');
    expect(time).toHaveValue('');
    expect(time).toHaveAccessibleDescription('At most hh:mm:ss: 1405001 was not entered');
    await user.paste('140500');
    expect(time).toHaveValue('14:05:00');
    expect(time).not.toHaveAccessibleDescription(/not entered/);
  });
});
