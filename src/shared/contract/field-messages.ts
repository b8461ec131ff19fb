// Field messages without zod, so the constants files the pages load can word theirs the same way.
// The API answers a 400 with a message per field and the client shows it on that field, in the words
// the forms use: "Field '<name>' ...".
import { trimBlankEdges } from './xml-text';

export const requiredMessage = (name: string) => `Field '${name}' is required.`;
export const textMessage = (name: string) => `Field '${name}' must be text.`;
export const maxLengthMessage = (name: string, max: number) => `Field '${name}' must be at most ${max} characters.`;
export const listMessage = (name: string) => `Field '${name}' must be a list.`;
export const maxItemsMessage = (name: string, max: number) => `Field '${name}' must have at most ${max} items.`;
export const choiceMessage = (name: string) => `Field '${name}' must be one of the listed values.`;

/**
 * Whether a field's value counts as not given, so its refusal is `requiredMessage` rather than a wrong
 * type or value: left out, null, or a text of nothing visible (a required text is trimmed so, and its
 * blank is required too). Every "required or mistyped" choice asks this, so no two fields disagree.
 */
export const isMissing = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && trimBlankEdges(input) === '');
