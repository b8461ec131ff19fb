import { useEffect, useState } from 'react';
import { DateRangeFilter, type DateRangeFilterProps } from '@client/features/finders/date-range-filter';
import { act, fireEvent, renderWithProviders, screen, userEvent, waitFor, within } from '@test/render-with-providers';

type RangeChange = Parameters<DateRangeFilterProps['onChange']>[0];
type Range = { from: string | null; to: string | null };

/**
 * The filter as a finder holds it: each change is recorded, and comes back as the filter's days, after
 * `urlLag` ms when given (a navigation renders late on a busy machine). `onAddress` is handed the way to
 * move it from outside, as the address would (Back, a link).
 */
function ReceivedRange({
  sent,
  start,
  urlLag,
  onAddress,
}: {
  sent: RangeChange[];
  start: Range;
  urlLag?: number;
  onAddress?: (navigate: (range: Range) => void) => void;
}) {
  const [range, setRange] = useState(start);
  useEffect(() => onAddress?.(setRange), [onAddress]);
  return (
    <DateRangeFilter
      fromLabel="Received from"
      toLabel="Received to"
      from={range.from}
      to={range.to}
      onChange={(change) => {
        sent.push(change);
        const take = () => setRange((held) => ({ ...held, ...change }));
        if (urlLag === undefined) take();
        else setTimeout(take, urlLag);
      }}
    />
  );
}
const november14th: Range = { from: '2026-11-14', to: null };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a finder day's calendar", () => {
  it('moves between days with the arrow keys when the field holds a day, and a day picked so filters', async () => {
    const sent: RangeChange[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} start={november14th} />);
    await user.click(screen.getByRole('button', { name: 'Choose date, selected date is 14 Nov 2026' }));
    const calendar = await screen.findByRole('grid');
    await waitFor(() => expect(within(calendar).getByRole('gridcell', { name: '14' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(calendar).getByRole('gridcell', { name: '15' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(calendar).getByRole('gridcell', { name: '22' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ from: '2026-11-22' }]));
  });
});

describe('a finder day typed into a dd/mm/yy field', () => {
  it('does not filter by the year the third digit of a refused four-digit year made, the fourth coming within a year’s typing pause', async () => {
    // On the test's own clock: on a loaded machine a real 600 ms pause could grow past the year's 1 s.
    jest.useFakeTimers();
    try {
      const sent: RangeChange[] = [];
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderWithProviders(<ReceivedRange sent={sent} start={november14th} />);
      const from = screen.getByRole('group', { name: 'Received from' });
      const fromCalendarButton = () => screen.getAllByRole('button', { name: /^Choose date/ })[0];
      expect(fromCalendarButton()).toHaveAccessibleName('Choose date, selected date is 14 Nov 2026');
      await user.click(within(from).getByRole('spinbutton', { name: 'Year' }));
      // 210 already shows 00 (2000); a typist takes 600 ms, longer than a day's typing pause, for the last 0.
      await user.keyboard('210');
      act(() => jest.advanceTimersByTime(600));
      await user.keyboard('0');
      expect(await screen.findByText(/^2100 was not entered: dd\/mm\/yy shows the years/)).toBeVisible();
      act(() => jest.advanceTimersByTime(1_200));
      expect(sent).toEqual([]);
      // The field shows 14/11/00, which the filter did not take: its calendar button names no selected day.
      expect(fromCalendarButton()).toHaveAccessibleName('Choose date');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps filtering by its day after a paste it refuses, and its calendar button still names that day', async () => {
    const sent: RangeChange[] = [];
    renderWithProviders(<ReceivedRange sent={sent} start={november14th} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    fireEvent.paste(within(from).getAllByRole('spinbutton')[0]!, { clipboardData: { getData: () => '31/12/9999' } });
    expect(await screen.findByText(/^31\/12\/9999 was not entered: dd\/mm\/yy shows the years/)).toBeVisible();
    await pause(1_200);
    expect(sent).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Choose date/ })[0]).toHaveAccessibleName(
      'Choose date, selected date is 14 Nov 2026',
    );
  });

  it('waits as long for a second year typed in the same go (26, then 2100)', async () => {
    const sent: RangeChange[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} start={november14th} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('26210');
    await pause(600);
    await user.keyboard('0');
    expect(await screen.findByText(/^2100 was not entered: dd\/mm\/yy shows the years/)).toBeVisible();
    await pause(1_200);
    expect(sent).toEqual([]);
  });

  it('filters by a two-digit year once the typing of a year has paused', async () => {
    const sent: RangeChange[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} start={november14th} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('27');
    await waitFor(() => expect(sent).toEqual([{ from: '2027-11-14' }]), { timeout: 3_000 });
  });
});

describe('an impossible day typed into a finder', () => {
  it('is said on the field in words, not only marked red, and filters nothing', async () => {
    const sent: RangeChange[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} start={november14th} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('31042026');
    expect(await screen.findByText("Invalid date for 'Received from'.")).toBeVisible();
    await pause(1_200);
    expect(sent).toEqual([]);
  });

  it('typed in part into an empty field and left (31/MM/YY) is said on the field, until the date is whole', async () => {
    const sent: RangeChange[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} start={{ from: null, to: null }} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('31');
    await user.click(document.body);
    expect(await screen.findByText("Invalid date for 'Received from'.")).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(within(from).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('0327');
    await waitFor(() => expect(sent).toEqual([{ from: '2027-03-31' }]), { timeout: 3_000 });
    expect(screen.queryByText("Invalid date for 'Received from'.")).not.toBeInTheDocument();
  });

  it('typed in part and left by Tab onto its own calendar button is said on the field', async () => {
    const sent: RangeChange[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} start={{ from: null, to: null }} />);
    const to = screen.getByRole('group', { name: 'Received to' });
    await user.click(within(to).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/Choose date/);
    expect(await screen.findByText("Invalid date for 'Received to'.")).toBeVisible();
    expect(sent).toEqual([]);
  });
});

describe('a finder day typed beyond the other side of the range', () => {
  it('stays with its message when the field is left, and goes once the other side no longer stands in its way', async () => {
    const sent: RangeChange[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} start={{ from: '2026-10-01', to: null }} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    const to = screen.getByRole('group', { name: 'Received to' });
    const toInput = () => screen.getByLabelText('Received to', { selector: 'input' });
    await user.click(within(to).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('010926');
    expect(await screen.findByText('Received to must not be before Received from.')).toBeVisible();
    // Left, it was emptied, and the field said 'Invalid date' of a date no longer there.
    await user.click(document.body);
    expect(toInput()).toHaveValue('01/09/26');
    expect(screen.getByText('Received to must not be before Received from.')).toBeVisible();
    expect(screen.queryByText("Invalid date for 'Received to'.")).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('010826');
    await user.click(document.body);
    await waitFor(() => expect(sent).toEqual([{ from: '2026-08-01' }, { to: '2026-09-01' }]));
    expect(toInput()).toHaveValue('01/09/26');
    expect(screen.queryByText('Received to must not be before Received from.')).not.toBeInTheDocument();
  });
});

describe('a finder day kept for crossing the other side', () => {
  function setUp() {
    const sent: RangeChange[] = [];
    const address = { navigate: (_range: Range): void => undefined };
    const { user } = renderWithProviders(
      <ReceivedRange
        sent={sent}
        start={{ from: '2026-10-01', to: null }}
        onAddress={(navigate) => (address.navigate = navigate)}
      />,
    );
    const from = screen.getByRole('group', { name: 'Received from' });
    const to = screen.getByRole('group', { name: 'Received to' });
    const toInput = () => screen.getByLabelText('Received to', { selector: 'input' });
    return { sent, address, user, from, to, toInput };
  }

  it('goes as the field is left again, when the other side was mended while the field had the focus', async () => {
    const { sent, user, from, to, toInput } = setUp();
    await user.click(within(to).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('010926');
    await user.click(document.body);
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('010826');
    // Straight into the kept field: the other side's day comes back while it has the focus.
    await user.click(within(to).getByRole('spinbutton', { name: 'Day' }));
    await waitFor(() => expect(sent).toEqual([{ from: '2026-08-01' }]));
    await user.click(document.body);
    await waitFor(() => expect(sent).toEqual([{ from: '2026-08-01' }, { to: '2026-09-01' }]));
    expect(toInput()).toHaveValue('01/09/26');
  });

  it('gives way when the address moves the range (Back, a link, a reset): the address names the filters', async () => {
    const { sent, address, user, to, toInput } = setUp();
    await user.click(within(to).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('010926');
    await user.click(document.body);
    expect(screen.getByText('Received to must not be before Received from.')).toBeVisible();
    act(() => address.navigate({ from: null, to: null }));
    await waitFor(() => expect(toInput()).toHaveValue(''));
    expect(screen.queryByText('Received to must not be before Received from.')).not.toBeInTheDocument();
    await pause(600);
    expect(sent).toEqual([]);
  });
});

/** How long the URL takes to bring a day sent back to the filter. */
const URL_LAG_MS = 500;

describe('a finder range typed faster than the URL takes its days', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  const setUp = () => {
    const sent: RangeChange[] = [];
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<ReceivedRange sent={sent} start={{ from: null, to: null }} urlLag={URL_LAG_MS} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    const to = screen.getByRole('group', { name: 'Received to' });
    return { sent, user, from, to };
  };

  it('never sends a To day before the From day sent while it was typed, and says why on the field', async () => {
    const { sent, user, from, to } = setUp();
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('150327');
    // Going to Received to leaves Received from: its day goes, and comes back through the URL late.
    await user.click(within(to).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('010327');
    await wait(URL_LAG_MS);
    expect(screen.getByText('Received to must not be before Received from.')).toBeVisible();
    // Past the typing pause of a year, when the day typed would have gone.
    await wait(2_000);
    expect(sent).toEqual([{ from: '2027-03-15' }]);
    expect(screen.getByText('Received to must not be before Received from.')).toBeVisible();
  });

  it('keeps showing a From day sent once its typing paused, when the field is left before the URL has it', async () => {
    const { sent, user, from, to } = setUp();
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('150327');
    // The year's typing pause: the day goes, and the URL has not brought it back yet.
    await wait(1_100);
    expect(sent).toEqual([{ from: '2027-03-15' }]);
    await user.click(within(to).getByRole('spinbutton', { name: 'Day' }));
    expect(screen.getByLabelText('Received from', { selector: 'input' })).toHaveValue('15/03/27');
  });
});
