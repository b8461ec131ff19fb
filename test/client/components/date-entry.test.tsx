import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DayField } from '@client/components/form/day-field';
import { EARLIEST_DAY, LATEST_DAY } from '@client/components/form/calendar-day';
import { FormDateField } from '@client/components/form/form-date-field';
import { centuryNote, readPastedDate } from '@client/components/form/date-entry';
import { fireEvent, renderWithProviders, screen } from '@test/render-with-providers';

const november2026 = new Date(2026, 10, 25);
const dayOf = (pasted: string, format = 'dd/MM/yy') => {
  const read = readPastedDate(pasted, format, november2026);
  return read.kind === 'day' ? [read.date.getFullYear(), read.date.getMonth() + 1, read.date.getDate()] : read;
};

describe('a date pasted into a picker', () => {
  it('is read day first with a two- or four-digit year, or as ISO, whatever the separator', () => {
    expect(dayOf('31/12/26')).toEqual([2026, 12, 31]);
    expect(dayOf(' 31/12/2026 ')).toEqual([2026, 12, 31]);
    expect(dayOf('1.2.2027')).toEqual([2027, 2, 1]);
    expect(dayOf('31-12-2026')).toEqual([2026, 12, 31]);
    expect(dayOf('2026-12-31')).toEqual([2026, 12, 31]);
    expect(dayOf('31/12/99')).toEqual([1999, 12, 31]);
    expect(dayOf('31/12/2026', 'yyyy-MM-dd')).toEqual([2026, 12, 31]);
  });

  it('refuses, with the reason, a year dd/mm/yy would show as another one', () => {
    expect(dayOf('31/12/9999')).toEqual({
      kind: 'refused',
      message: '31/12/9999 was not entered: dd/mm/yy shows the years 1976 to 2075 only',
    });
    expect(dayOf('2076-01-01')).toMatchObject({ kind: 'refused' });
    expect(dayOf('1976-01-01')).toEqual([1976, 1, 1]);
    expect(dayOf('2075-12-31')).toEqual([2075, 12, 31]);
    // A field that shows four digits takes any year; the form's own rules judge it.
    expect(dayOf('9999-12-31', 'yyyy-MM-dd')).toEqual([9999, 12, 31]);
  });

  it('refuses a day no calendar has and what is not a date; leaves a section its digits', () => {
    expect(dayOf('29/02/2027')).toEqual({
      kind: 'refused',
      message: '29/02/2027 was not entered: there is no such day',
    });
    expect(dayOf('next Tuesday')).toEqual({
      kind: 'refused',
      message: 'next Tuesday was not entered: not a date as dd/mm/yy',
    });
    expect(dayOf('15')).toEqual({ kind: 'section' });
    expect(dayOf('Nov')).toEqual({ kind: 'section' });
    expect(dayOf('december')).toEqual({ kind: 'section' });
    // Any other word emptied the field, and a finder's filter with it.
    expect(dayOf('hello')).toEqual({ kind: 'refused', message: 'hello was not entered: not a date as dd/mm/yy' });
    expect(dayOf('  ')).toEqual({ kind: 'nothing' });
  });
});

describe('the century note of a two-digit year', () => {
  it("names the whole day held in another century than today's, and says nothing of one in this century", () => {
    expect(centuryNote(new Date(1999, 11, 31), 'dd/MM/yy', november2026)).toBe('Read as 31 December 1999.');
    expect(centuryNote(new Date(2075, 0, 1), 'dd/MM/yy', november2026)).toBeUndefined();
    expect(centuryNote(new Date(2000, 0, 1), 'dd/MM/yy', november2026)).toBeUndefined();
    // A field showing four digits hides no century; no day, no note.
    expect(centuryNote(new Date(1999, 11, 31), 'yyyy-MM-dd', november2026)).toBeUndefined();
    expect(centuryNote(null, 'dd/MM/yy', november2026)).toBeUndefined();
  });
});

function TerminationDate() {
  const { control } = useForm({ defaultValues: { terminationDate: '2026-11-15' } });
  const held = useWatch({ control, name: 'terminationDate' });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <FormDateField control={control} name="terminationDate" label="Termination date" />
      <output aria-label="held">{held}</output>
    </LocalizationProvider>
  );
}

const BEFORE_CONTRACT = 'The termination date must not be before the contract date.';

/** A day of the last century the form refused, as a rule comparing it with another date would. */
function RefusedLastCenturyDate() {
  const { control, setError } = useForm({ defaultValues: { terminationDate: '1999-11-15' } });
  useEffect(() => setError('terminationDate', { message: BEFORE_CONTRACT }), [setError]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <FormDateField control={control} name="terminationDate" label="Termination date" />
    </LocalizationProvider>
  );
}

function EmptyDate() {
  const { control } = useForm({ defaultValues: { terminationDate: '' } });
  const held = useWatch({ control, name: 'terminationDate' });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <FormDateField control={control} name="terminationDate" label="Termination date" />
      <output aria-label="held">{held}</output>
      <button type="button">Elsewhere</button>
    </LocalizationProvider>
  );
}

const paste = (text: string) =>
  fireEvent.paste(screen.getAllByRole('spinbutton')[0]!, { clipboardData: { getData: () => text } });

describe('FormDateField', () => {
  it('takes a date pasted with a four-digit year, and keeps its day with a message for one it cannot show', () => {
    renderWithProviders(<TerminationDate />);
    const held = screen.getByRole('status', { name: 'held' });
    expect(held).toHaveTextContent('2026-11-15');
    paste('31/12/2026');
    expect(held).toHaveTextContent('2026-12-31');
    paste('31/12/9999');
    expect(held).toHaveTextContent('2026-12-31');
    expect(
      screen.getByText(/^31\/12\/9999 was not entered: dd\/mm\/yy shows the years \d{4} to \d{4} only$/),
    ).toBeVisible();
    // The refused paste left the day held, which the field still shows and its calendar button names.
    expect(screen.getByRole('button', { name: /^Choose date/ })).toHaveAccessibleName(
      'Choose date, selected date is 31 Dec 2026',
    );
    paste('2027-01-05');
    expect(held).toHaveTextContent('2027-01-05');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it.each([
    ['a year the field shows as another, said on the field; the form holds no date to send', '2199', 'unfinished date'],
    // The third digit already made 00, so the fourth changes nothing the picker would announce.
    ['a year whose last key changes nothing, said all the same', '2100', 'unfinished date'],
    ['a year the field shows as it is', '2031', '2031-11-15'],
    ['a year ending in 00 the field shows as it is', '2000', '2000-11-15'],
    ["a year beyond the product's, typed in one go", '9999', 'unfinished date'],
    ['the first year, typed in one go', '0001', 'unfinished date'],
  ])('takes four digits typed into the year: %s', async (_case, typed, heldAfter) => {
    const { user } = renderWithProviders(<TerminationDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard(typed);
    expect(held).toHaveTextContent(heldAfter);
    // The years a two-digit year shows lie within 50 of today's (1976 to 2075 in 2026).
    const year = new Date().getFullYear();
    if (heldAfter === 'unfinished date')
      expect(
        screen.getByText(`${typed} was not entered: dd/mm/yy shows the years ${year - 50} to ${year + 49} only`),
      ).toBeVisible();
    else expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
    // The calendar button announces a selected day only where the form took it, not the one merely shown.
    const calendarButton = screen.getByRole('button', { name: /^Choose date/ });
    if (heldAfter === 'unfinished date') expect(calendarButton).toHaveAccessibleName('Choose date');
    else expect(calendarButton).toHaveAccessibleName(/^Choose date, selected date is /);
  });

  it('says the century of a two-digit year read into the last one (99 is 1999, not 2099)', async () => {
    const { user } = renderWithProviders(<TerminationDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('99');
    expect(held).toHaveTextContent('1999-11-15');
    expect(screen.getByText('Read as 15 November 1999.')).toBeVisible();
    paste('15/11/2031');
    expect(held).toHaveTextContent('2031-11-15');
    expect(screen.queryByText(/^Read as/)).not.toBeInTheDocument();
  });

  it('says the century beside the refusal it explains', async () => {
    renderWithProviders(<RefusedLastCenturyDate />);
    expect(await screen.findByText(`${BEFORE_CONTRACT} Read as 15 November 1999.`)).toBeVisible();
  });

  // Chromium's undo replays the last digits typed into the section in focus (month 5 undone made the
  // year 05, and the form sent 2005); jsdom has no undo, so what is checked is that none is let happen.
  it.each([
    ['Control+Z', { key: 'z', ctrlKey: true }],
    ['Control+Shift+Z', { key: 'Z', ctrlKey: true, shiftKey: true }],
    ['Control+Y', { key: 'y', ctrlKey: true }],
    ['Meta+Z', { key: 'z', metaKey: true }],
  ])("lets the browser's undo and redo (%s) replay nothing into the date", async (_keys, keys) => {
    const { user } = renderWithProviders(<TerminationDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('5');
    expect(held).toHaveTextContent('2026-05-15');
    const year = screen.getByRole('spinbutton', { name: 'Year' });
    expect(fireEvent.keyDown(year, keys)).toBe(false);
    expect(fireEvent.keyDown(year, { key: 'z' })).toBe(true);
    expect(held).toHaveTextContent('2026-05-15');
  });

  it('hears a year typed with Shift before each digit (a French keyboard)', async () => {
    const { user } = renderWithProviders(<TerminationDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('{Shift>}2{/Shift}{Shift>}1{/Shift}{Shift>}9{/Shift}{Shift>}9{/Shift}');
    expect(held).toHaveTextContent('unfinished date');
    expect(screen.getByText(/^2199 was not entered/)).toBeVisible();
  });

  it('takes two two-digit years typed with a pause between them as the second one, not as a year of four', async () => {
    const { user } = renderWithProviders(<TerminationDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('26');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await user.keyboard('30');
    expect(held).toHaveTextContent('2030-11-15');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('leaves a date typed in part as unfinished when a four-digit year is typed into it', async () => {
    const { user } = renderWithProviders(<EmptyDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(held).toHaveTextContent('unfinished date');
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('2026');
    expect(held).toHaveTextContent('unfinished date');
  });

  it('refuses a year typed whole before the day and month once they make a date, and says so at once', async () => {
    const { user } = renderWithProviders(<EmptyDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('9999');
    const year = new Date().getFullYear();
    const refusal = `9999 was not entered: dd/mm/yy shows the years ${year - 50} to ${year + 49} only`;
    expect(screen.getByText(refusal)).toBeVisible();
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('1511');
    expect(held).toHaveTextContent('unfinished date');
    expect(screen.getByText(refusal)).toBeVisible();
    // A year typed again is judged afresh.
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('27');
    expect(held).toHaveTextContent('2027-11-15');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });

  it('keeps refusing a refused year when another section is typed after it', async () => {
    const { user } = renderWithProviders(<TerminationDate />);
    const held = screen.getByRole('status', { name: 'held' });
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('2199');
    expect(held).toHaveTextContent('unfinished date');
    // The field shows 15/11/99: a day typed after it must not make 1999 a date to send.
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('16');
    expect(held).toHaveTextContent('unfinished date');
    expect(screen.getByText(/^2199 was not entered/)).toBeVisible();
  });
});

describe('DayField', () => {
  const dayField = (format: string, error?: string) => (
    <DayField
      label="Holiday"
      value="1999-12-31"
      onChange={() => undefined}
      format={format}
      minDate={EARLIEST_DAY}
      maxDate={LATEST_DAY}
      error={error}
    />
  );

  it('says the century of a day of another one in a two-digit year, beside its message', () => {
    const { rerender } = renderWithProviders(dayField('dd/MM/yy'));
    expect(screen.getByText('Read as 31 December 1999.')).toBeVisible();
    rerender(dayField('dd/MM/yy', 'This day is listed already.'));
    expect(screen.getByText('This day is listed already. Read as 31 December 1999.')).toBeVisible();
    // Four digits show the century themselves.
    rerender(dayField('yyyy-MM-dd'));
    expect(screen.queryByText(/Read as/)).not.toBeInTheDocument();
  });
});
