import type { TransactionSheetView } from '@shared/contract/remit-constants';
import type { ReportingDocumentType } from '../db/schema/reporting-kinds';

/** Which record families each regime's sheet shows, and the view each family gets. */
export const transactionSheetFamilies: Record<
  'SMT' | 'REMIT',
  Partial<Record<ReportingDocumentType, TransactionSheetView>>
> = {
  SMT: { ECM: 'SMT', ESM_INVOICE: 'SMT', ESM_NETTING: 'SMT' },
  REMIT: {
    REMIT_TABLE_1: 'REMIT_TABLE_1',
    REMIT_TABLE_2: 'REMIT_TABLE_2',
    ELECTRICITY_RIGHTS: 'REMIT',
    GAS_CAPACITY: 'REMIT',
    FUNDAMENTALS: 'REMIT',
  },
};
