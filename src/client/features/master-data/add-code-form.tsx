import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  masterDataEntrySchema,
  masterDataKindLabels,
  masterDataKinds,
  namedKinds,
  MASTER_DATA_NAME_MAX_LENGTH,
  type MasterDataKind,
} from '@shared/contract/master-data';
import { useAddMasterDataCodeMutation } from '@client/api/master-data-api';
import { FormError } from '@client/components/form/form-error';
import { FormSelectField } from '@client/components/form/form-select-field';
import { FormTextField } from '@client/components/form/form-text-field';
import { SubmitButton } from '@client/components/form/submit-button';
import { DraftRestoredNote } from '@client/components/form/draft-restored-note';
import { useServerForm } from '@client/components/form/use-server-form';
import { LeaveGuard } from '@client/components/form/leave-guard';
import { useEmptiedByAdd } from '@client/components/form/use-emptied-by-add';

type Entry = { kind: MasterDataKind; code: string; name: string };

const blank: Entry = { kind: 'DELIVERY_POINT', code: '', name: '' };
const kindOptions = masterDataKinds.map((kind) => ({ value: kind, label: masterDataKindLabels[kind] }));

/**
 * Adds a code of a kind, checked here by the contract the server checks it with, before it is sent.
 * One row of fields rather than ServerForm's column: the table below is what the page is for.
 */
export function AddCodeForm({ organisationId }: { organisationId: number | null }) {
  const [add] = useAddMasterDataCodeMutation();
  const [added, setAdded] = useState<string | null>(null);
  const emptiedByAdd = useEmptiedByAdd<Entry>();
  const toRequest = useCallback(
    (entry: Entry) => ({ ...(organisationId ? { organisationId } : {}), ...entry }),
    [organisationId],
  );
  const form = useServerForm({
    schema: masterDataEntrySchema,
    defaultValues: blank,
    mutation: add,
    toRequest,
    fallbackMessage: 'The code could not be added.',
    onSuccess: (_result, entry) => {
      const next = { ...blank, kind: entry.kind };
      form.form.reset(next);
      emptiedByAdd.emptied(next);
      setAdded(`${masterDataKindLabels[entry.kind]} ${entry.code} was added.`);
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  // Added: announced by the status, and the next code is typed where this one was (the Add pressed was
  // disabled meanwhile, and the focus had fallen to the page). Once the form takes input again.
  const { submitting, form: fields } = form;
  useEffect(() => {
    if (added && !submitting) fields.setFocus('code');
  }, [added, submitting, fields]);

  return (
    <form
      noValidate
      aria-label="Add a code"
      onInputCapture={emptiedByAdd.typed}
      onSubmit={(event) => {
        if (emptiedByAdd.isUntouched(form.form.getValues())) {
          event.preventDefault();
          return;
        }
        setAdded(null);
        void form.submit(event);
      }}
    >
      <LeaveGuard unsaved={form.unsaved} isUnsaved={form.isUnsaved} />
      {form.draftRestored && <DraftRestoredNote because={form.draftRestoredBecause} />}
      <FormError message={form.formMessage} />
      {added && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {added}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ width: { xs: '100%', sm: 220 } }}>
          <FormSelectField control={form.control} name="kind" label="Kind" options={kindOptions} emptyChoice={null} />
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 260 } }}>
          <FormTextField
            control={form.control}
            name="code"
            label="Code"
            required
            inputProps={{ maxLength: 100, spellCheck: false }}
          />
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 260 } }}>
          <FormTextField
            control={form.control}
            name="name"
            label="Name"
            required={namedKinds.includes(kind)}
            inputProps={{ maxLength: MASTER_DATA_NAME_MAX_LENGTH }}
          />
        </Box>
        <Box sx={{ pt: 1.25 }}>
          <SubmitButton submitting={form.submitting}>Add</SubmitButton>
        </Box>
      </Stack>
    </form>
  );
}
