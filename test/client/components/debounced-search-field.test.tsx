import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DebouncedSearchField, SEARCH_DEBOUNCE_MS } from '@client/components/debounced-search-field';

/** A page whose search (its URL) takes `lag` ms to follow what the field asked for, as a transition does. */
function SearchPage({ lag, searches }: { lag: number; searches: Array<string | null> }) {
  const [search, setSearch] = useState<string | null>(null);
  return (
    <>
      <DebouncedSearchField
        label="Search"
        value={search}
        onSearch={(wanted) => {
          searches.push(wanted);
          setTimeout(() => setSearch(wanted), lag);
        }}
      />
      <button type="button" onClick={() => setSearch('abc')}>
        Follow a link
      </button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setUp = (lag: number) => {
  const searches: Array<string | null> = [];
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<SearchPage lag={lag} searches={searches} />);
  return { user, searches, field: screen.getByRole('searchbox', { name: 'Search' }) };
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('a debounced search field', () => {
  it('keeps a key typed while its own search is on the way, and searches for it next', async () => {
    const { user, searches, field } = setUp(100);
    await user.type(field, 'abc');
    await wait(SEARCH_DEBOUNCE_MS + 20);
    expect(searches).toEqual(['abc']);
    // Typed after the search left, before the page's search became 'abc'.
    await user.type(field, 'd');
    await wait(100);
    expect(field).toHaveValue('abcd');
    await wait(SEARCH_DEBOUNCE_MS + 100);
    expect(searches).toEqual(['abc', 'abcd']);
    expect(field).toHaveValue('abcd');
  });

  it('shows a search that changed from outside, even one it asked for before', async () => {
    const { user, searches, field } = setUp(0);
    await user.type(field, 'abc');
    await wait(SEARCH_DEBOUNCE_MS + 20);
    await user.type(field, 'd');
    await wait(SEARCH_DEBOUNCE_MS + 20);
    expect(searches).toEqual(['abc', 'abcd']);
    await user.click(screen.getByRole('button', { name: 'Follow a link' }));
    expect(field).toHaveValue('abc');
  });
});
