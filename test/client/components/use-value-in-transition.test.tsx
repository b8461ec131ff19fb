import { act, render } from '@testing-library/react';
import { useDeferredValue } from 'react';
import { useValueInTransition } from '@client/components/use-value-in-transition';

// The signed-in user and their preferences show a whole page when they arrive: rendered in a transition,
// not in the store update's one blocking task, and with the page's own deferred parts still deferred.
describe('a value in transition', () => {
  let seen: string[];

  /** A page part that renders its costly content in a second pass, as the grid pages do. */
  function Page() {
    const contentShown = useDeferredValue(true, false);
    seen.push(contentShown ? 'page with content' : 'page');
    return null;
  }
  function Gate({ user }: { user: string | undefined }) {
    const shown = useValueInTransition(user);
    seen.push(`gate ${shown ?? 'loading'}`);
    return shown ? <Page /> : null;
  }

  beforeEach(() => {
    seen = [];
  });

  it('is the first value at once', () => {
    render(<Gate user="analyst" />);
    expect(seen[0]).toBe('gate analyst');
  });

  it('shows a change in a render after the one that brought it, and the page it mounts keeps its second pass', async () => {
    const view = render(<Gate user={undefined} />);
    seen = [];
    await act(async () => view.rerender(<Gate user="analyst" />));
    // The update's own render still shows the loader; the page comes in the transition after it, and its
    // content after that: a useDeferredValue gate would have rendered page and content in one pass.
    expect(seen).toEqual(['gate loading', 'gate analyst', 'page', 'page with content']);
  });
});
