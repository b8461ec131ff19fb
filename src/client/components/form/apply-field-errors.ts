import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's `fieldErrors` (apiErrorSchema) onto the form's fields. A key under one of the form's
 * fields (`deliveryZones.0`, a row of a list) goes to that row's field when `holdsField` says the path
 * is one (a value, not a row or list: nothing would show a message kept there). Messages for fields the
 * form does not have go to the form's root error, so none is lost. Returns whether any was applied.
 */
export function applyFieldErrors<TFieldValues extends FieldValues>(
  fieldErrors: Record<string, string[]> | undefined,
  setError: UseFormSetError<TFieldValues>,
  formFields: readonly Path<TFieldValues>[],
  holdsField: (path: string) => boolean = () => false,
): boolean {
  if (!fieldErrors) return false;
  const unmatched: string[] = [];
  let applied = false;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages.join(' ');
    if (message === '') continue;
    const formField =
      formFields.find((name) => name === field) ??
      (formFields.some((name) => field.startsWith(`${name}.`)) && holdsField(field)
        ? (field as Path<TFieldValues>)
        : undefined);
    if (formField) {
      setError(formField, { type: 'server', message }, { shouldFocus: !applied });
    } else {
      unmatched.push(message);
    }
    applied = true;
  }
  if (unmatched.length > 0) setError('root.server', { type: 'server', message: unmatched.join(' ') });
  return applied;
}
