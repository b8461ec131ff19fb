// The queue's mock problems, checked against the contract (see mocks/mock-data-contract.test.ts).
import { problemRowSchema } from '@shared/contract/problem-solving';
import { mockProblems } from '@test/mocks/problem-data';

describe('the mock problems follow the shared contract', () => {
  it.each(mockProblems.map((problem) => [problem.row.externalId, problem.row] as const))('%s', (_name, row) => {
    expect(problemRowSchema.parse(row)).toEqual(row);
  });
});
