import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  mifidPositionValuesSchema,
  type MifidFileInfo,
  type MifidPositionChange,
  type MifidFormLists,
  type MifidPositionRecord,
  type MifidPositionValues,
  type MifidPositionValuesInput,
} from '@shared/contract/mifid';
import {
  mifidBooleanFields,
  mifidExtendedOnlyFields,
  mifidFieldLabels,
  mifidMaxLengths,
  mifidNumericFields,
  mifidNumericProblem,
  mifidPositionFields,
  mifidRequiredFields,
  mifidSelectFields,
  mifidTriStateFields,
  type MifidPositionField,
} from '@shared/contract/mifid-constants';
import {
  useAddMifidPositionMutation,
  useEditMifidPositionMutation,
  useGetMifidFormListsQuery,
} from '@client/api/mifid-api';
import { readApiError } from '@client/api/read-api-error';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { ServerForm } from '@client/components/form/server-form';
import { CancelWithConfirmation } from '@client/components/cancel-with-confirmation';
import { useServerForm } from '@client/components/form/use-server-form';
import { FormOptionalTextField } from '@client/components/form/form-optional-text-field';
import { FormSelectField, type SelectOption } from '@client/components/form/form-select-field';
import { signedDecimalRule, type EntryRule } from '@client/components/form/use-guarded-entry';
import { RELOAD_DROPS_EDITS } from '@client/components/form/reload-drops-edits';

const includes = (fields: readonly string[], field: string) => fields.includes(field);

const BOOLEAN_OPTIONS: SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const TRI_STATE_OPTIONS: SelectOption[] = [
  { value: 'TRUE', label: 'Yes' },
  { value: 'FALSE', label: 'No' },
];
const toBooleanOption = (value: unknown) => (typeof value === 'boolean' ? String(value) : '');
const fromBooleanOption = (option: string) => (option === '' ? undefined : option === 'true');
/** The empty choice of a list or tri-state field: the record's blank, which the form holds as ''. */
const BLANK = { emptyChoice: '(blank)', emptyValue: '' } as const;

/** The dialog's values: the record's working copy when editing, blanks when adding. */
function initialValues(record: MifidPositionRecord | undefined): Partial<MifidPositionValuesInput> {
  const values: Record<string, unknown> = {};
  for (const field of mifidPositionFields) {
    if (record) values[field] = record[field].value;
    else values[field] = includes(mifidBooleanFields, field) ? undefined : '';
  }
  return values as Partial<MifidPositionValuesInput>;
}

export interface PositionFormProps {
  label: string;
  record: MifidPositionRecord | undefined;
  file: MifidFileInfo;
  organisationId: number | null;
  onSaved: (change: MifidPositionChange) => void;
  /** A stale edit's Reload (409: another user changed the record); absent when adding. */
  onReload?: (() => void) | undefined;
  reloading?: boolean;
  /** Cancel: asks first when the form holds unsaved input. */
  onCancel: () => void;
  /** Told whether the form holds unsaved input, so the dialog around it keeps it on Escape. */
  onUnsavedChange: (unsaved: boolean) => void;
}

interface FieldsProps {
  form: ReturnType<typeof usePositionForm>;
  lists: MifidFormLists;
  extended: boolean;
}

function PositionFields({ form, lists, extended }: FieldsProps) {
  const shown = mifidPositionFields.filter((field) => extended || !includes(mifidExtendedOnlyFields, field));
  const field = (name: MifidPositionField) => {
    const common = {
      control: form.control,
      name,
      label: mifidFieldLabels[name],
      required: includes(mifidRequiredFields, name),
    };
    if (includes(mifidBooleanFields, name)) {
      return (
        <FormSelectField
          key={name}
          {...common}
          options={BOOLEAN_OPTIONS}
          emptyChoice={null}
          toOption={toBooleanOption}
          fromOption={fromBooleanOption}
        />
      );
    }
    if (includes(mifidTriStateFields, name))
      return <FormSelectField key={name} {...common} options={TRI_STATE_OPTIONS} {...BLANK} />;
    const list = (mifidSelectFields as Partial<Record<MifidPositionField, keyof MifidFormLists>>)[name];
    if (list) {
      const options = lists[list].map(({ key, value }) => ({ value: key, label: `${key} – ${value}` }));
      return <FormSelectField key={name} {...common} options={options} {...BLANK} />;
    }
    // posQuantity and posDelta hold only a number: anything else typed or pasted is refused, visibly,
    // and a value left unfinished (.5, 1.) is told, on leaving the field, what Save would refuse it for.
    const numeric = includes(mifidNumericFields, name);
    const numericRule: EntryRule = {
      ...signedDecimalRule,
      unfinishedOf: (value) => mifidNumericProblem(name, value),
    };
    return (
      <FormOptionalTextField
        key={name}
        {...common}
        maxLength={(mifidMaxLengths as Partial<Record<MifidPositionField, number>>)[name]}
        emptyValue=""
        {...(numeric ? { inputMode: 'decimal', rule: numericRule } : {})}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 2 }}>
      {shown.map(field)}
    </Box>
  );
}

function usePositionForm({
  record,
  file,
  organisationId,
  onSaved,
  onStale,
}: Pick<PositionFormProps, 'record' | 'file' | 'organisationId' | 'onSaved'> & { onStale: (stale: boolean) => void }) {
  const [addPosition] = useAddMifidPositionMutation();
  const [editPosition] = useEditMifidPositionMutation();
  // One id per dialog: a retried add (a lost answer) is not added twice; the server answers the first.
  const [requestId] = useState(() => crypto.randomUUID());
  const fileId = file.id;
  const mutation = useCallback(
    ({ values, version }: { values: MifidPositionValues; version: number | undefined }) =>
      record
        ? editPosition({
            fileId,
            organisationId,
            recordId: record.id,
            body: { ...values, version: version ?? record.version },
          })
        : addPosition({ fileId, organisationId, body: { ...values, requestId } }),
    [record, editPosition, addPosition, fileId, organisationId, requestId],
  );
  const defaultValues = useMemo(() => initialValues(record), [record]);
  // A stale edit (409) has no field: useServerForm shows its message above the fields, with Reload.
  return useServerForm({
    schema: mifidPositionValuesSchema,
    defaultValues,
    mutation,
    basis: record?.version,
    recordKey: record?.id ?? 'new',
    toRequest: (values, version) => {
      onStale(false);
      return { values, version };
    },
    onSuccess: onSaved,
    describeError: (error) => {
      onStale(readApiError(error).status === 409);
      return undefined;
    },
  });
}

/** The position dialog's form (market spec section 5), validated with the schema the server uses. */
export function PositionForm({
  label,
  onCancel,
  onUnsavedChange,
  onReload,
  reloading = false,
  ...props
}: PositionFormProps) {
  const lists = useGetMifidFormListsQuery();
  const [stale, setStale] = useState(false);
  const form = usePositionForm({ ...props, onStale: setStale });
  useEffect(() => onUnsavedChange(form.unsaved), [form.unsaved, onUnsavedChange]);
  if (lists.isLoading) return <CircularProgress aria-label="Loading the form lists" />;
  if (!lists.data)
    return <Alert severity="error">{describeLoadFailure(lists.error, 'The form lists could not be loaded.')}</Alert>;
  return (
    <ServerForm
      form={
        stale && onReload ? { ...form, formMessage: `${form.formMessage ?? ''} ${RELOAD_DROPS_EDITS}`.trim() } : form
      }
      label={label}
      submitLabel="Save"
      messageAction={
        stale && onReload ? (
          <Button color="inherit" size="small" variant="outlined" onClick={onReload} disabled={reloading}>
            Reload
          </Button>
        ) : undefined
      }
      actions={<CancelWithConfirmation dirty={form.unsaved} onCancel={onCancel} />}
      actionsAlign="end"
    >
      <PositionFields form={form} lists={lists.data} extended={props.file.extended} />
    </ServerForm>
  );
}
