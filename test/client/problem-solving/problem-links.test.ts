// The links a problem row offers, by what the reader may do in the organisation.
import { problemLinks } from '@client/features/finders/problem-solving/problem-columns';
import type { FinderRowLink } from '@client/features/finders/row-links';
import { mockProblems } from '@test/mocks/problem-data';

const unconfirmedFile = () => {
  const { row } = mockProblems[0]!;
  return {
    ...row,
    id: 240495,
    category: 'UNCONFIRMED_POSITION_FILE' as const,
    documentType: 'MIFID_POSITION_FILE',
    externalId: 'NWEH_POS_20260616_04.xml',
    links: ['positionsPage' as const],
  };
};
const labels = (links: (FinderRowLink | undefined | false)[]) => links.flatMap((link) => (link ? [link.label] : []));

describe('problemLinks', () => {
  it("names an unconfirmed position file's link for the confirmation a member may make", () => {
    expect(labels(problemLinks(unconfirmedFile(), true))).toEqual(['Confirm File']);
  });

  it('names it for what an observing admin finds there: the positions, which offer no confirmation', () => {
    expect(labels(problemLinks(unconfirmedFile(), false))).toEqual(['Positions']);
  });
});
