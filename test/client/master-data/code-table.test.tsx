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

describe('the question before a delete', () => {
  const twoCodes: MasterDataCode[] = [
    codes[0]!,
    { ...codes[0]!, id: 2, code: '10YNWEH-TRADER-2', name: 'Nordic Wind Energy Hub, intraday desk' },
  ];

  it('is not replaced by a second Delete: a double click whose second click lands on another row asks about the first', async () => {
    const { user } = renderWithProviders(<CodeTable codes={twoCodes} organisationId={null} mayChange />);
    await user.click(screen.getByRole('button', { name: 'Delete 10YNWEH-TRADER-1' }));
    await user.click(screen.getByRole('button', { name: 'Delete 10YNWEH-TRADER-2' }));
    const question = screen.getByRole('alert');
    expect(question).toHaveTextContent(
      'Delete Trader ID 10YNWEH-TRADER-1? A code an open report names can only be retired.',
    );
    expect(question).not.toHaveTextContent('10YNWEH-TRADER-2');
    // Back at the question, which is read out with its Cancel.
    const keep = within(question).getByRole('button', { name: 'Cancel' });
    expect(keep).toHaveFocus();
    expect(keep).toHaveAccessibleDescription(
      'Delete Trader ID 10YNWEH-TRADER-1? A code an open report names can only be retired.',
    );
  });

  it('takes the focus without scrolling the rows from under the pointer', async () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const { user } = renderWithProviders(<CodeTable codes={twoCodes} organisationId={null} mayChange />);
    await user.click(screen.getByRole('button', { name: 'Delete 10YNWEH-TRADER-2' }));
    const keep = within(screen.getByRole('alert')).getByRole('button', { name: 'Cancel' });
    expect(keep).toHaveFocus();
    expect(focus.mock.contexts).toContain(keep);
    for (const [index, context] of focus.mock.contexts.entries())
      if (context === keep) expect(focus.mock.calls[index]).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it('once answered with Cancel, lets another row ask', async () => {
    const { user } = renderWithProviders(<CodeTable codes={twoCodes} organisationId={null} mayChange />);
    await user.click(screen.getByRole('button', { name: 'Delete 10YNWEH-TRADER-1' }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete 10YNWEH-TRADER-2' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Delete Trader ID 10YNWEH-TRADER-2?');
  });
});
