import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import {
  masterDataKindLabels,
  masterDataKinds,
  masterDataRules,
  namedKinds,
  masterDataMessages,
  MASTER_DATA_NAME_MAX_LENGTH,
  type MasterDataKind,
} from '@shared/contract/master-data';
import { readApiError } from '@client/api/read-api-error';
import { useAddMasterDataCodeMutation } from '@client/api/master-data-api';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { FormError } from '@client/components/form/form-error';

type FieldErrors = Partial<Record<'code' | 'name', string>>;

/** Adds a code of a kind, checked here as the server checks it (the shared rules), before it is sent. */
export function AddCodeForm({ organisationId }: { organisationId: number | null }) {
  const [kind, setKind] = useState<MasterDataKind>('DELIVERY_POINT');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [added, setAdded] = useState<string | null>(null);
  const [add, { isLoading }] = useAddMasterDataCodeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const typed = { code: code.trim(), name: name.trim() };
    const found: FieldErrors = {
      code: masterDataRules[kind].valid(typed.code) ? undefined : masterDataRules[kind].message,
      name: namedKinds.includes(kind) && typed.name === '' ? masterDataMessages.nameRequired : undefined,
    };
    setErrors(found);
    setFailure(undefined);
    setAdded(null);
    if (found.code || found.name) return;
    try {
      await add({ ...(organisationId ? { organisationId } : {}), kind, ...typed }).unwrap();
      setCode('');
      setName('');
      setAdded(`${masterDataKindLabels[kind]} ${typed.code} was added.`);
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      if (fieldErrors) setErrors({ code: fieldErrors.code?.join(' '), name: fieldErrors.name?.join(' ') });
      else setFailure(describeLoadFailure(error, 'The code could not be added.'));
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Add a code">
      <FormError message={failure} />
      {added && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {added}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as MasterDataKind)}
          sx={{ minWidth: 220 }}
        >
          {masterDataKinds.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {masterDataKindLabels[choice]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code !== undefined}
          helperText={errors.code}
          slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
          sx={{ minWidth: 220, maxWidth: 360 }}
        />
        <TextField
          size="small"
          label="Name"
          required={namedKinds.includes(kind)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name !== undefined}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: MASTER_DATA_NAME_MAX_LENGTH } }}
          sx={{ minWidth: 220 }}
        />
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Adding…' : 'Add'}
        </Button>
      </Stack>
    </form>
  );
}
