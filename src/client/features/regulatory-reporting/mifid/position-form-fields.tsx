import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { MifidPositionValuesInput } from '@shared/contract/mifid';
import {
  mifidFieldLabels,
  mifidMaxLengths,
  mifidNumericFields,
  mifidRequiredFields,
  type MifidPositionField,
} from '@shared/contract/mifid-constants';
import { EntryHelperText } from '@client/components/form/entry-helper-text';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';
import { signedDecimalRule, useGuardedEntry } from '@client/components/form/use-guarded-entry';

type PositionControl = Control<MifidPositionValuesInput>;

const isRequired = (field: MifidPositionField) => (mifidRequiredFields as readonly string[]).includes(field);

export interface PositionTextFieldProps {
  control: PositionControl;
  name: MifidPositionField;
}

/**
 * A text field of the dialog: its label, the asterisk of a required field, the maximum length the
 * input stops at (section 5), and for posQuantity and posDelta only a number, refused visibly otherwise.
 */
export function PositionTextField({ control, name }: PositionTextFieldProps) {
  const { field, fieldState } = useController({ name, control });
  const maxLength = (mifidMaxLengths as Partial<Record<MifidPositionField, number>>)[name];
  const numeric = (mifidNumericFields as readonly string[]).includes(name);
  const entry = useGuardedEntry((field.value as string | undefined) ?? '', field.onChange, numeric ? signedDecimalRule : undefined);
  return (
    <OutlinedTextField
      label={mifidFieldLabels[name]}
      required={isRequired(name)}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      // A numeric field refuses, visibly, a keystroke or paste that would not leave a number.
      onChange={entry.onChange}
      onFocus={entry.onFocus}
      onBlur={() => {
        entry.onBlur();
        field.onBlur();
      }}
      inputRef={field.ref}
      inputProps={{ maxLength, ...(numeric ? { inputMode: 'decimal' } : {}) }}
      invalid={fieldState.error !== undefined}
      helperText={numeric ? <EntryHelperText message={fieldState.error?.message} refusal={entry.refusal} /> : fieldState.error?.message}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface PositionSelectFieldProps {
  control: PositionControl;
  name: MifidPositionField;
  options: readonly SelectOption[];
  /** Field value to the select's string and back (booleans are stored as true/false). */
  toOption?: (value: unknown) => string;
  fromOption?: (option: string) => unknown;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A choice from a list: the form lists, Yes/No, or TRUE/FALSE/blank. */
export function PositionSelectField({
  control,
  name,
  options,
  toOption = asText,
  fromOption = (option) => option,
}: PositionSelectFieldProps) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const labelId = `${id}-label`;
  const message = fieldState.error?.message;
  const label = mifidFieldLabels[name];
  return (
    <FormControl error={fieldState.invalid} required={isRequired(name)} fullWidth>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        id={id}
        label={label}
        name={field.name}
        value={toOption(field.value)}
        onChange={(event) => field.onChange(fromOption(event.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        SelectDisplayProps={{ 'aria-describedby': message ? `${id}-helper-text` : undefined }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label === '' ? <em>(blank)</em> : option.label}
          </MenuItem>
        ))}
      </Select>
      {message && <FormHelperText id={`${id}-helper-text`}>{message}</FormHelperText>}
    </FormControl>
  );
}
