import { z } from 'zod';
import { directionControlsMessage, lacksDirectionControls, saidNothingYet } from './direction-controls';
import { isXmlText, trimBlankEdges } from './xml-text';
import { int4, int4Within, organisationIdSchema, positiveIdFromText } from './common';
import { lacksRequiredName, masterDataKinds, masterDataRules, type MasterDataKind } from './master-data-codes';

export * from './master-data-codes';

export const MASTER_DATA_NAME_MAX_LENGTH = 200;

export const masterDataMessages = {
  nameRequired: 'Give the name the value sets show.',
  nameControlCharacters: 'The name may not contain control characters.',
  nameDirectionControls: directionControlsMessage('name'),
  duplicate: 'This code is already listed for the organisation.',
  inUse: (count: number) =>
    `This code is used by ${count} open report${count === 1 ? '' : 's'}: it cannot be deleted, only retired.`,
  notAnEditor: 'Only editors and administrators change master data.',
  notFound: 'No such master data entry.',
} as const;

const organisation = { organisationId: organisationIdSchema.optional() };

export const masterDataQuerySchema = z.object(organisation);

/** A name as the REMIT value sets show it, and so as reports may carry it: text XML can hold. */
const masterDataName = z
  .string()
  .overwrite(trimBlankEdges)
  .normalize('NFC')
  .max(MASTER_DATA_NAME_MAX_LENGTH)
  .refine(isXmlText, masterDataMessages.nameControlCharacters)
  // The history shows it inside a sentence with a date after it: an override would turn the date around.
  .refine(lacksDirectionControls, { message: masterDataMessages.nameDirectionControls, when: saidNothingYet });

/** A new entry as the form holds it: its code checked as its standard says, and a name where value sets show one. */
export const masterDataEntrySchema = z
  .object({
    kind: z.enum(masterDataKinds),
    // Every kind's rule bounds the length itself (a Trader ID's at 100): a cap here said it a second time.
    code: z.string().trim(),
    name: masterDataName,
  })
  .superRefine((entry, context) => {
    const rule = masterDataRules[entry.kind];
    if (!rule.valid(entry.code)) context.addIssue({ code: 'custom', path: ['code'], message: rule.message });
    if (lacksRequiredName(entry.kind, entry.name))
      context.addIssue({ code: 'custom', path: ['name'], message: masterDataMessages.nameRequired });
  });
/** A new entry of the organisation (the member's one when not named). */
export const newMasterDataCodeSchema = masterDataEntrySchema.safeExtend(organisation);
export type NewMasterDataCode = z.infer<typeof newMasterDataCodeSchema>;

export const masterDataCodeParamsSchema = z.object({ id: positiveIdFromText('id') });
export const masterDataActionParamsSchema = masterDataCodeParamsSchema.extend({
  action: z.enum(['retire', 'reinstate', 'delete']),
});
/** Every change names the version it was made from: a change from an older one is refused (409). */
export const masterDataChangeSchema = z.object({ ...organisation, version: int4Within(1) });
export const masterDataRenameSchema = masterDataChangeSchema.extend({
  name: masterDataName,
});
/** A new name as the form holds it, from the version shown; an entry of a named kind keeps a name. */
export const masterDataRenameFormSchema = (kind: MasterDataKind) =>
  masterDataRenameSchema.pick({ name: true, version: true }).refine((change) => !lacksRequiredName(kind, change.name), {
    path: ['name'],
    message: masterDataMessages.nameRequired,
  });

export const masterDataCodeSchema = z.object({
  id: int4,
  kind: z.enum(masterDataKinds),
  code: z.string(),
  name: z.string(),
  retiredAt: z.string().nullable(),
  version: int4,
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type MasterDataCode = z.infer<typeof masterDataCodeSchema>;

export const masterDataEventSchema = z.object({
  occurredAt: z.string(),
  actorName: z.string(),
  action: z.enum(['ADDED', 'RENAMED', 'RETIRED', 'REINSTATED', 'DELETED']),
  kind: z.enum(masterDataKinds),
  code: z.string(),
  detail: z.string(),
});
export type MasterDataEvent = z.infer<typeof masterDataEventSchema>;

export const masterDataSchema = z.object({
  codes: z.array(masterDataCodeSchema),
  /** Newest first, the latest 50. */
  history: z.array(masterDataEventSchema),
  /** Whether this user may change the organisation's master data (an editor or admin who is a member). */
  mayChange: z.boolean(),
});
export type MasterData = z.infer<typeof masterDataSchema>;
