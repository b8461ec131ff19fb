import type { MasterDataCode } from '@shared/contract/master-data';
import { CodeTable } from '@client/features/master-data/code-table';
import { renderWithProviders, screen, within } from '@test/render-with-providers';

const codes: MasterDataCode[] = [
  {
    id: 1,
    kind: 'TRADER',
    code: '10YNWEH-TRADER-1',
    name: 'Nordic Wind Energy Hub, day-ahead desk',
    retiredAt: null,
    version: 1,
    updatedAt: '2026-11-20T08:00:00.000Z',
    updatedBy: 'Mara Master',
  },
];

describe('the codes table on a narrow screen', () => {
  it("is a named region a reader's keyboard reaches, so it scrolls sideways without a mouse", async () => {
    const { user } = renderWithProviders(<CodeTable codes={codes} organisationId={null} mayChange={false} />);
    const region = screen.getByRole('region', { name: 'Codes table' });
    expect(within(region).getByRole('table', { name: 'Codes' })).toBeInTheDocument();
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('is no extra stop for an editor, whose row buttons reach it', async () => {
    const { user } = renderWithProviders(<CodeTable codes={codes} organisationId={null} mayChange />);
    expect(screen.queryByRole('region', { name: 'Codes table' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rename 10YNWEH-TRADER-1' })).toHaveFocus();
  });
});
