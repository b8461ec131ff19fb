import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type OrganisationChoices } from '@shared/contract/admin-user-changes';
import { userRoleLabels } from '@shared/contract/admin-users-constants';
import { FormTextField } from '@client/components/form/form-text-field';

/** The values both the new-user form and the change form hold. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  organisationIds: number[];
  isAdmin: boolean;
  canEditHelp: boolean;
}

type Organisation = OrganisationChoices['values'][number];

interface UserFormFieldsProps {
  // Both forms' values extend UserFormValues; the fields touch only these.
  control: Control<UserFormValues>;
  organisations: readonly Organisation[];
}

function OrganisationsField({ control, organisations }: UserFormFieldsProps) {
  const { field, fieldState } = useController({ control, name: 'organisationIds' });
  // Required as the other fields are marked, unless the user is an administrator, who may belong to none.
  const required = !useWatch({ control, name: 'isAdmin' });
  const picked = organisations.filter((organisation) => field.value.includes(organisation.id));
  return (
    <Autocomplete
      multiple
      options={organisations}
      value={picked}
      getOptionLabel={(organisation) => organisation.displayName}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, value) => field.onChange(value.map((organisation) => organisation.id))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{
            ...params.slotProps,
            // On the label and for assistive technology only: a native `required` on the input would call
            // it empty whenever organisations are picked, as its own text is.
            inputLabel: { ...params.slotProps.inputLabel, required },
            htmlInput: { ...params.slotProps.htmlInput, 'aria-required': required },
          }}
          inputRef={field.ref}
          label="Organisations"
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? 'Where the user works; an administrator may belong to none.'}
        />
      )}
    />
  );
}

function RoleField({
  control,
  name,
  label,
}: {
  control: Control<UserFormValues>;
  name: 'isAdmin' | 'canEditHelp';
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const messageId = useId();
  return (
    <>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, ...(fieldState.error ? { 'aria-describedby': messageId } : {}) } }}
          />
        }
      />
      {fieldState.error && (
        <FormHelperText id={messageId} error>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </>
  );
}

/** Names, e-mail, organisations and roles: what an administrator sets on a user. */
export function UserFormFields({ control, organisations }: UserFormFieldsProps) {
  return (
    <>
      <FormTextField
        control={control}
        name="firstName"
        label="First name"
        required
        inputProps={{ maxLength: NAME_MAX_LENGTH }}
      />
      <FormTextField
        control={control}
        name="lastName"
        label="Last name"
        required
        inputProps={{ maxLength: NAME_MAX_LENGTH }}
      />
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        inputProps={{ maxLength: EMAIL_MAX_LENGTH }}
      />
      <OrganisationsField control={control} organisations={organisations} />
      <FormGroup aria-label="Roles">
        <RoleField control={control} name="isAdmin" label={userRoleLabels.admin} />
        <RoleField control={control} name="canEditHelp" label={userRoleLabels.helpEditor} />
      </FormGroup>
    </>
  );
}
