import { z } from 'zod';
import {
  choiceMessage,
  isMissing,
  listMessage,
  maxLengthMessage,
  requiredMessage,
  textMessage,
} from './field-messages';
import { trimBlankEdges } from './xml-text';

/**
 * The refusal of a value of the wrong type, naming the field `name`: missing it is required, else
 * mistyped. It words type errors only: given to the schema, it would otherwise word every check of the
 * schema without a message of its own too (a list of 300 items "must be a list"), so any other issue is
 * left to the check's own message or the contract's default (`defaultFieldMessage`).
 */
const typeError =
  (name: string, wrongType: (name: string) => string) => (issue: { code?: string; input?: unknown }) => {
    if (issue.code !== 'invalid_type') return undefined;
    return isMissing(issue.input) ? requiredMessage(name) : wrongType(name);
  };

/** The type refusal of a text field named `name` (left out or null it is required, else it must be text). */
export const textTypeError = (name: string) => typeError(name, textMessage);

/** A text field of a request named `name`, at most `max` characters, whose every refusal names it. */
export const textField = (name: string, max: number) =>
  z.string({ error: typeError(name, textMessage) }).max(max, maxLengthMessage(name, max));

/** The same, which must not be empty. */
export const requiredTextField = (name: string, max: number) => textField(name, max).min(1, requiredMessage(name));

/**
 * A required text of a form named by its label `name`: trimmed of spaces and of what shows nothing (a
 * zero-width space, a Hangul filler), so blanks are as missing as nothing, as the texts it is piped into
 * are trimmed. Missing, blank or of another type, it says so in one message naming the field as the page does.
 */
export const requiredText = (name: string) =>
  z
    .string({ error: typeError(name, textMessage) })
    .overwrite(trimBlankEdges)
    .min(1, requiredMessage(name));

/** A list field named `name`: left out it is required, sent as anything but a list it must be one. */
export const listField = <T extends z.ZodType>(name: string, item: T) =>
  z.array(item, { error: typeError(name, listMessage) });

/**
 * A pick-list field named `name`: missing (left out, null or blank) it is required, anything else not
 * one of `values` is not on the list. Every issue of an enum is of its value, so this words them all.
 */
export const choiceField = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: (issue) => (isMissing(issue.input) ? requiredMessage(name) : choiceMessage(name)) });

/**
 * A pick-list field that may be left out (the select's 'None'): nothing is required of it. Null is left
 * out too, as `isMissing` counts it, so a rule requiring the field beside another (a unit with its
 * quantity) asks for it in the same words either way; a blank sent instead is simply not on the list.
 */
export const optionalChoiceField = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .enum(values, { error: choiceMessage(name) })
    .nullish()
    .transform((value) => value ?? undefined);
