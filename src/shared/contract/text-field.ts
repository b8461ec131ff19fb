import { z } from 'zod';
import { choiceMessage, listMessage, maxLengthMessage, requiredMessage, textMessage } from './field-messages';
import { trimBlankEdges } from './xml-text';

/** The refusal of a value of the wrong type, naming the field `name`: left out it is missing, else mistyped. */
const typeError = (name: string, wrongType: (name: string) => string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage(name) : wrongType(name);

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

/** A pick-list field named `name`: left out it is required, anything but one of `values` is not on the list. */
export const choiceField = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: typeError(name, choiceMessage) });
