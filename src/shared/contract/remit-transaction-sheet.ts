import { z } from 'zod';
import { organisationIdSchema } from './common';
import { transactionSheetRegimes, transactionSheetViews } from './remit-constants';
import { historyIdSchema, recordTypeSchema } from './remit-common';

// Transaction sheet: GET /api/err/remit/transactions/sheet

export const transactionSheetQuerySchema = z.object({
  regime: z.enum(transactionSheetRegimes),
  recordType: recordTypeSchema.optional(),
  documentType: z.string().min(1, 'documentType is required.').max(40, 'documentType must be at most 40 characters.'),
  historyId: historyIdSchema,
  organisationId: organisationIdSchema.optional(),
});
export type TransactionSheetQuery = z.infer<typeof transactionSheetQuerySchema>;

export const transactionSheetValueSchema = z.discriminatedUnion('valueType', [
  z.object({ name: z.string(), label: z.string(), valueType: z.literal('SINGLE'), value: z.string() }),
  z.object({ name: z.string(), label: z.string(), valueType: z.literal('MULTI'), values: z.array(z.string()) }),
]);
export type TransactionSheetValue = z.infer<typeof transactionSheetValueSchema>;

export const transactionSheetGroupSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Which of the sheet's two columns shows the group. */
  column: z.enum(['LEFT', 'RIGHT']),
  values: z.array(transactionSheetValueSchema),
});
export type TransactionSheetGroup = z.infer<typeof transactionSheetGroupSchema>;

/** Which trade screens a REMIT trade's sheet offers: the actions its history and the reader's standing allow now. */
export const transactionSheetTradeActionsSchema = z.object({
  cancelEnabled: z.boolean(),
  deleteEnabled: z.boolean(),
  modifyEnabled: z.boolean(),
});
export type TransactionSheetTradeActions = z.infer<typeof transactionSheetTradeActionsSchema>;

export const transactionSheetSchema = z.object({
  view: z.enum(transactionSheetViews),
  documentType: z.string(),
  recordType: recordTypeSchema,
  valuesGroups: z.array(transactionSheetGroupSchema),
  /** A REMIT Table 1 or Table 2 trade's sheet only. */
  tradeActions: transactionSheetTradeActionsSchema.optional(),
});
export type TransactionSheet = z.infer<typeof transactionSheetSchema>;
