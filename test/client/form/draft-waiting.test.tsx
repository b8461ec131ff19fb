import { useRecordWithDraftWaiting } from '@client/components/form/use-form-draft';
import { organisationSelected } from '@client/session/organisation-slice';
import { SESSION_STATE_PREFIX } from '@client/session/session-storage-owner';
import { act, renderWithProviders, screen } from '@test/render-with-providers';

const FIELDS = ['quantity', 'venue'] as const;

function DraftRecord() {
  const record = useRecordWithDraftWaiting(FIELDS);
  return <output aria-label="Draft record">{record ?? 'none'}</output>;
}

afterEach(() => window.sessionStorage.clear());

describe('a record with a draft waiting', () => {
  it('is looked for again once the organisation is known: a page shown before it was restored found none', () => {
    // Kept when the session ended, for organisation 7's record 42 on this page.
    window.sessionStorage.setItem(
      `${SESSION_STATE_PREFIX}draft:7@/err/mifid/details?fileId=5#42:quantity,venue`,
      JSON.stringify({ values: { quantity: '1.5', venue: 'KEPT' }, basis: 3, because: 'sessionEnded' }),
    );
    const { store } = renderWithProviders(<DraftRecord />, {
      route: '/err/mifid/details?fileId=5',
      preloadedState: { organisation: { selectedOrganisationId: null, chosen: false } },
    });
    expect(screen.getByRole('status', { name: 'Draft record' })).toHaveTextContent('none');
    act(() => store.dispatch(organisationSelected(7)));
    expect(screen.getByRole('status', { name: 'Draft record' })).toHaveTextContent('42');
  });
});
