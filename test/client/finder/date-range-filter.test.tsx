import { useState } from 'react';
import { DateRangeFilter } from '@client/features/finders/date-range-filter';
import { renderWithProviders, screen, waitFor, within } from '@test/render-with-providers';

/** The filter as a finder holds it: each day sent is recorded, and comes back as the filter's day. */
function ReceivedRange({ sent }: { sent: (string | null | undefined)[] }) {
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: '2026-11-14', to: null });
  return (
    <DateRangeFilter
      fromLabel="Received from"
      toLabel="Received to"
      from={range.from}
      to={range.to}
      onChange={(change) => {
        sent.push(change.from);
        setRange((held) => ({ ...held, ...change }));
      }}
    />
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a finder day typed into a dd/mm/yy field', () => {
  it('does not filter by the year the third digit of a refused four-digit year made, the fourth coming within a year’s typing pause', async () => {
    const sent: (string | null | undefined)[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Year' }));
    // 210 already shows 00 (2000); a typist takes 600 ms, longer than a day's typing pause, for the last 0.
    await user.keyboard('210');
    await pause(600);
    await user.keyboard('0');
    expect(await screen.findByText(/^2100 was not entered: dd\/mm\/yy shows the years/)).toBeVisible();
    await pause(1_200);
    expect(sent).toEqual([]);
  });

  it('waits as long for a second year typed in the same go (26, then 2100)', async () => {
    const sent: (string | null | undefined)[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} />);
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
    const sent: (string | null | undefined)[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('27');
    await waitFor(() => expect(sent).toEqual(['2027-11-14']), { timeout: 3_000 });
  });
});

describe('an impossible day typed into a finder', () => {
  it('is said on the field in words, not only marked red, and filters nothing', async () => {
    const sent: (string | null | undefined)[] = [];
    const { user } = renderWithProviders(<ReceivedRange sent={sent} />);
    const from = screen.getByRole('group', { name: 'Received from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('31042026');
    expect(await screen.findByText("Invalid date for 'Received from'.")).toBeVisible();
    await pause(1_200);
    expect(sent).toEqual([]);
  });
});
