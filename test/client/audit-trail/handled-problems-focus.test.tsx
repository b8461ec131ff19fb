import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { HandledProblem } from '@shared/contract/problem-solving';
import { PageTitle } from '@client/components/page-title';
import { HandledProblems } from '@client/features/audit-trail/handled-problems';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { renderWithProviders, screen, waitFor, within } from '@test/render-with-providers';

const handled = (problemId: number, note: string): HandledProblem => ({
  problemId,
  version: 2,
  category: 'REJECTED_REPORT',
  handledAt: '2026-12-21T10:00:00.000Z',
  handledBy: 'Anna Lindqvist',
  note,
});

/** The record's handled problems as the server holds them: a Reopen takes one out of the list. */
function serveHandled(values: HandledProblem[]) {
  server.use(
    http.get(apiUrl(apiPaths.problemSolvingRecordHandled), () =>
      HttpResponse.json({ values: [...values], mayChange: true }),
    ),
    http.post(apiUrl(apiPaths.problemSolvingReopen), ({ params }) => {
      values.splice(
        values.findIndex((problem) => problem.problemId === Number(params.problemId)),
        1,
      );
      return HttpResponse.json({});
    }),
  );
}

const reopenOf = async (note: string) =>
  within((await screen.findByText(new RegExp(note))).closest('[role="alert"]') as HTMLElement).getByRole('button', {
    name: 'Reopen',
  });

describe('the focus after a handled problem is reopened', () => {
  it('goes to the Reopen in its place, else the one above, else the page title', async () => {
    serveHandled([handled(1, 'First note'), handled(2, 'Second note'), handled(3, 'Third note')]);
    const { user } = renderWithProviders(
      <>
        <PageTitle title="Details for NWEH-2026-000417" />
        <HandledProblems organisationId={null} recordId={240117} />
      </>,
    );

    await user.click(await reopenOf('Second note'));
    await waitFor(() => expect(screen.queryByText(/Second note/)).not.toBeInTheDocument());
    await waitFor(async () => expect(await reopenOf('Third note')).toHaveFocus());

    // The last one reopened: the one above it.
    await user.click(await reopenOf('Third note'));
    await waitFor(() => expect(screen.queryByText(/Third note/)).not.toBeInTheDocument());
    await waitFor(async () => expect(await reopenOf('First note')).toHaveFocus());

    // None left: the page's title, just above where the box was.
    await user.click(await reopenOf('First note'));
    await waitFor(() => expect(screen.queryByText(/First note/)).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' })).toHaveFocus(),
    );
  });
});
