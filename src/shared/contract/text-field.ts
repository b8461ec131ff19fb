import { z } from 'zod';
import { maxLengthMessage, requiredMessage, textMessage } from './field-messages';

/** A text field of a request named `name`, at most `max` characters, whose every refusal names it. */
export const textField = (name: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage(name) : textMessage(name)) })
    .max(max, maxLengthMessage(name, max));

/** The same, which must not be empty. */
export const requiredTextField = (name: string, max: number) => textField(name, max).min(1, requiredMessage(name));
