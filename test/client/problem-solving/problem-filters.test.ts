import { PROBLEM_TEXT_MAX_LENGTH } from '@shared/contract/problem-solving-constants';
import { toProblemFilters } from '@client/features/finders/problem-solving/use-problem-rows';

const none = { text: null, category: null, urgency: null, day: null };

describe('the problem-solving request built from the URL', () => {
  it('sends the filters the controls can show', () => {
    expect(
      toProblemFilters({ text: 'UTI-PS', category: 'REJECTED_REPORT', urgency: 'OVERDUE', day: '2026-11-06' }),
    ).toEqual({ text: 'UTI-PS', category: 'REJECTED_REPORT', urgency: 'OVERDUE', day: '2026-11-06' });
    expect(toProblemFilters({ ...none, text: 'x'.repeat(PROBLEM_TEXT_MAX_LENGTH) })).toEqual({
      text: 'x'.repeat(PROBLEM_TEXT_MAX_LENGTH),
    });
  });

  it('leaves out a category or urgency the selects lack, a day the calendar lacks or the server refuses', () => {
    expect(toProblemFilters({ ...none, category: 'NOPE', urgency: 'SOON' })).toEqual({});
    expect(toProblemFilters({ ...none, day: '2026-13-45' })).toEqual({});
    expect(toProblemFilters({ ...none, day: '9999-12-31' })).toEqual({});
  });

  it('leaves out a search the field would not take: too long, or with a character the server cannot keep', () => {
    expect(toProblemFilters({ ...none, text: 'a'.repeat(PROBLEM_TEXT_MAX_LENGTH + 50) })).toEqual({});
    expect(toProblemFilters({ ...none, text: 'UTI\u0000-PS' })).toEqual({});
  });
});
