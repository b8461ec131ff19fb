import type { HandledProblem, Holiday, ProblemRow } from '@shared/contract/problem-solving';
import { organisations } from './data';

/** The mock server's today: what overdue and due today mean in the component tests. */
export const MOCK_TODAY = '2026-12-21';

export interface MockProblem {
  organisationId: number;
  row: ProblemRow;
  handled: HandledProblem | null;
}

/** Thirty rejected Table 1 reports of Nordic Power: two overdue, one due today, the rest due later. */
function seedProblems(): MockProblem[] {
  return Array.from({ length: 30 }, (_, index) => {
    const id = 5000 + index;
    const externalId = `UTI-PS-${String(index + 1).padStart(3, '0')}`;
    const dueBy = index < 2 ? '2026-12-18' : index === 2 ? MOCK_TODAY : '2026-12-22';
    return {
      organisationId: organisations.nordicPower.organisationId,
      handled: null,
      row: {
        id,
        problemId: 900 + index,
        version: 1,
        category: 'REJECTED_REPORT',
        documentType: 'REMIT_TABLE_1',
        state: 'REJECTED',
        externalId,
        whatHappened: 'ACER rejected the report: the LEI of the counterparty is not active (REMIT.024).',
        since: `2026-12-17T0${index % 10}:00:00.000Z`,
        dueBy,
        urgency: index < 2 ? 'OVERDUE' : index === 2 ? 'DUE_TODAY' : 'DUE_LATER',
        links: ['transactionSheet', 'cancel', 'delete', 'modify'],
      },
    };
  });
}

export let mockProblems: MockProblem[] = seedProblems();

const seedHolidays = (): Holiday[] => [
  { day: '2026-12-25', name: 'Christmas Day' },
  { day: '2026-12-26', name: 'Christmas Holiday' },
];
export let mockHolidays: Holiday[] = seedHolidays();

/** Every test starts with the thirty open problems and two holidays (see server.ts). */
export function resetMockProblems(): void {
  mockProblems = seedProblems();
  mockHolidays = seedHolidays();
}
