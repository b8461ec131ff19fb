import { z } from 'zod';
import { maxItemsMessage, maxLengthMessage, requiredMessage } from './field-messages';

// zod's own English ("Too big: expected string to have <=64 characters") names neither the field nor
// the rule as a user reads it; a request field whose schema gives no message of its own says this.
const EXPECTED_WORDS: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};
const LISTED_VALUES_MAX = 12;

const listOf = (values: readonly unknown[]) => {
  const shown = values.slice(0, LISTED_VALUES_MAX).map(String).join(', ');
  return values.length > LISTED_VALUES_MAX ? `${shown}, …` : shown;
};

/**
 * The message of a check that gives none of its own, naming the field by its path in the request.
 * A schema's own message always wins; this is the floor under every field the contract forgets.
 */
export function defaultFieldMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const name = issue.path?.length ? issue.path.map(String).join('.') : undefined;
  const subject = name === undefined ? 'The request' : `Field '${name}'`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && name !== undefined) return requiredMessage(name);
      return `${subject} must be ${EXPECTED_WORDS[issue.expected] ?? issue.expected}.`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string')
        return name === undefined
          ? `${subject} must be at most ${max} characters.`
          : maxLengthMessage(name, Number(max));
      if (issue.origin === 'array' || issue.origin === 'set')
        return name === undefined ? `${subject} must have at most ${max} items.` : maxItemsMessage(name, Number(max));
      return issue.inclusive === false ? `${subject} must be less than ${max}.` : `${subject} must be at most ${max}.`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return min === '1' && name !== undefined
          ? requiredMessage(name)
          : `${subject} must be at least ${min} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${subject} must have at least ${min} items.`;
      return issue.inclusive === false
        ? `${subject} must be greater than ${min}.`
        : `${subject} must be at least ${min}.`;
    }
    case 'invalid_value':
      return `${subject} must be one of: ${listOf(issue.values)}.`;
    case 'unrecognized_keys':
      return `${subject} has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${listOf(issue.keys)}.`;
    default:
      return `${subject} is not valid.`;
  }
}

z.config({ customError: defaultFieldMessage });
