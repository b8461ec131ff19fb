import { z } from 'zod';
import { int4, int4Within, positiveId, positiveIdFromText } from './common';
import { directionControlsMessage, lacksDirectionControls, saidNothingYet } from './direction-controls';
import { isXmlLine, trimBlankEdges } from './xml-text';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  USERNAME_PATTERN,
  userAdministrationActions,
  userAdministrationMessages as messages,
  userCommands,
} from './admin-user-changes-constants';

export * from './admin-user-changes-constants';

// A user's name is written into files the product sends (who confirmed a MiFID position file, an attribute).
const name = (label: string) =>
  z
    .string()
    .overwrite(trimBlankEdges)
    // As searches read their text: a name pasted decomposed (a macOS PDF's o and diaeresis) is found.
    .normalize('NFC')
    .min(1, `Enter the ${label}.`)
    .max(NAME_MAX_LENGTH, `The ${label} has at most ${NAME_MAX_LENGTH} characters.`)
    .refine(isXmlLine, `The ${label} may not contain control characters.`)
    // Pages show it inside sentences (who renamed an entry, then when): an override would turn the rest around.
    .refine(lacksDirectionControls, { message: directionControlsMessage(label), when: saidNothingYet });

const userValuesShape = {
  firstName: name('first name'),
  lastName: name('last name'),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, messages.emailTooLong).pipe(z.email(messages.email)),
  organisationIds: z
    .array(positiveId('organisationIds'))
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'An organisation is picked twice.'),
  isAdmin: z.boolean(),
  canEditHelp: z.boolean(),
};

/** Only an administrator may belong to no organisation: everybody else works for one. */
const withMembership = <T extends { organisationIds: number[]; isAdmin: boolean }>(
  values: T,
  context: z.RefinementCtx,
) => {
  if (!values.isAdmin && values.organisationIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['organisationIds'], message: messages.organisations });
  }
};

/** What the administration sets on a user, whether creating or changing one. */
export const userValuesSchema = z.object(userValuesShape).superRefine(withMembership);
export type UserValues = z.infer<typeof userValuesSchema>;

export const newUserSchema = z
  .object({ ...userValuesShape, username: z.string().trim().regex(USERNAME_PATTERN, messages.username) })
  .superRefine(withMembership);
export type NewUser = z.infer<typeof newUserSchema>;

/** A change is made from the version the form was loaded at: an older one is refused (409). */
export const userChangeSchema = z.object({ ...userValuesShape, version: int4Within(1) }).superRefine(withMembership);
export type UserChange = z.infer<typeof userChangeSchema>;

export const userCommandSchema = z.object({ version: int4Within(1) });
export const createdUserSchema = z.object({ id: int4 });

export const userIdParamsSchema = z.object({ id: positiveIdFromText('id') });
export const userCommandParamsSchema = userIdParamsSchema.extend({ command: z.enum(userCommands) });

export const userHistoryEventSchema = z.object({
  occurredAt: z.string(),
  adminName: z.string(),
  action: z.enum(userAdministrationActions),
  detail: z.string(),
});
export type UserHistoryEvent = z.infer<typeof userHistoryEventSchema>;

/** One user as the administration's dialog shows and edits it. */
export const userDetailsSchema = z.object({
  ...userValuesShape,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organisationIds: z.array(int4),
  id: int4,
  username: z.string(),
  version: int4,
  twoFactor: z.boolean(),
  /** When an administrator locked the user; null when not locked. */
  lockedAt: z.string().nullable(),
  /** Until when failed sign-ins keep the user out; null when they do not. */
  lockedUntil: z.string().nullable(),
  activeSessions: int4,
  /** Newest first. */
  history: z.array(userHistoryEventSchema),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** Every organisation a user can be made a member of. */
export const organisationChoicesSchema = z.object({
  values: z.array(z.object({ id: int4, displayName: z.string() })),
});
export type OrganisationChoices = z.infer<typeof organisationChoicesSchema>;
