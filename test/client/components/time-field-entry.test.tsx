import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormTimeField } from '@client/components/form/form-time-field';

function TimeForm({ time = '' }: { time?: string }) {
  const { control } = useForm<{ time: string }>({ defaultValues: { time } });
  return <FormTimeField name="time" control={control} label="Transaction Time" />;
}

function renderTimeField(time?: string) {
  const user = userEvent.setup();
  render(<TimeForm time={time} />);
  return { user, time: screen.getByLabelText<HTMLInputElement>('Transaction Time') };
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

  it.each([
    ['9:05:00', '09:05:00'],
    ['14:5:00', '14:05:00'],
  ])('pads %j pasted whole, as a spreadsheet copies it, to %j', async (pasted, shown) => {
    const { user, time } = renderTimeField('23:59:59');
    await user.click(time);
    time.setSelectionRange(0, time.value.length);
    await user.paste(pasted);
    expect(time).toHaveValue(shown);
    await user.clear(time);
    await user.paste(pasted);
    expect(time).toHaveValue(shown);
  });

  describe('an edit inside a filled time changes what it touches, nothing else', () => {
    it('the minutes selected, deleted, and typed anew', async () => {
      const { user, time } = renderTimeField('14:05:00');
      await user.click(time);
      time.setSelectionRange(3, 5);
      await user.keyboard('{Backspace}');
      expect(time).toHaveValue('14::00');
      await user.keyboard('30');
      expect(time).toHaveValue('14:30:00');
    });

    it('the minutes deleted digit by digit from behind, then typed anew', async () => {
      const { user, time } = renderTimeField('14:05:00');
      await user.click(time);
      time.setSelectionRange(5, 5);
      await user.keyboard('{Backspace}{Backspace}30');
      expect(time).toHaveValue('14:30:00');
    });

    it('the minutes typed over their selection', async () => {
      const { user, time } = renderTimeField('14:05:00');
      await user.click(time);
      time.setSelectionRange(3, 5);
      await user.keyboard('3');
      expect(time).toHaveValue('14:3:00');
      await user.keyboard('0');
      expect(time).toHaveValue('14:30:00');
      expect(time).not.toHaveAccessibleDescription(/not entered/);
    });

    it('a part pasted or typed over a selection is masked as typing on', async () => {
      const { user, time } = renderTimeField('14:05:00');
      await user.click(time);
      time.setSelectionRange(3, 8);
      await user.paste('3000');
      expect(time).toHaveValue('14:30:00');
      time.setSelectionRange(2, 8);
      await user.keyboard('3');
      expect(time).toHaveValue('14:3');
    });

    it('a colon deleted stays deleted, the caret where it was', async () => {
      const { user, time } = renderTimeField('11:37:39');
      await user.click(time);
      time.setSelectionRange(6, 6);
      await user.keyboard('{Backspace}');
      expect(time).toHaveValue('11:3739');
      expect(time.selectionStart).toBe(5);
    });

    it('a digit typed inside a time still being typed keeps the caret after it', async () => {
      const { user, time } = renderTimeField('11:37');
      await user.click(time);
      time.setSelectionRange(3, 3);
      await user.keyboard('2');
      expect(time).toHaveValue('11:23:7');
      expect(time.selectionStart).toBe(4);
    });

    it('the hours deleted: the minutes stay the minutes', async () => {
      const { user, time } = renderTimeField('14:05:00');
      await user.click(time);
      time.setSelectionRange(0, 2);
      await user.keyboard('{Backspace}');
      expect(time).toHaveValue(':05:00');
      await user.keyboard('9');
      expect(time).toHaveValue('9:05:00');
    });
  });
});
