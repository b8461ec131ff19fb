import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { signedDecimalRule } from '@client/components/form/use-guarded-entry';
import {
  remitCurrencies,
  TABLE1_DELIVERY_PROFILES_MAX,
  TABLE1_DELIVERY_PROFILES_MIN,
  TABLE1_DELIVERY_ZONES_MAX,
  TABLE1_DELIVERY_ZONES_MIN,
  TABLE1_FIXING_INDICES_MAX,
  TABLE1_FIXING_INDICES_MIN,
  type Table1ModifyBody,
} from '@shared/contract/remit';
import { FormOptionalTextField } from '@client/components/form/form-optional-text-field';
import { FormSelectField } from '@client/components/form/form-select-field';
import { FormTimeField } from '@client/components/form/form-time-field';
import {
  addButtonProps,
  focusNewRow,
  keepFocusAfterRemove,
  rowListProps,
  rowProps,
} from '@client/components/form/row-list-focus';
import { type ValueSetOptions } from './table1-modify-values';

interface ListProps {
  control: Control<Table1ModifyBody>;
  /** The whole form is disabled (presets refused, or a submit runs). */
  disabled: boolean;
  submitting: boolean;
}

/** Add is disabled at the maximum; Remove at the minimum or while submitting (spec section 9). */
const canAdd = (count: number, max: number, disabled: boolean) => !disabled && count < max;
const canRemove = (count: number, min: number, disabled: boolean, submitting: boolean) =>
  !disabled && !submitting && count > min;

/** A list row's Remove, named after its row for screen readers. */
function RemoveButton({ rowLabel, enabled, onRemove }: { rowLabel: string; enabled: boolean; onRemove: () => void }) {
  return (
    <Button
      size="small"
      aria-label={`Remove ${rowLabel}`}
      disabled={!enabled}
      onClick={(event) => {
        onRemove();
        keepFocusAfterRemove(event.currentTarget);
      }}
    >
      Remove
    </Button>
  );
}

/** A list's Add, on its own line under the last row; `focusesNewRow` where the list's rows do not focus themselves. */
function AddButton({
  label,
  enabled,
  onAdd,
  focusesNewRow = false,
}: {
  label: string;
  enabled: boolean;
  onAdd: () => void;
  focusesNewRow?: boolean;
}) {
  return (
    <div>
      <Button
        size="small"
        disabled={!enabled}
        {...addButtonProps}
        onClick={(event) => {
          onAdd();
          if (focusesNewRow) focusNewRow(event.currentTarget);
        }}
      >
        {label}
      </Button>
    </div>
  );
}

/** A list of rows across the section, each row no wider than the section (minmax: not its content's width). */
const list = { gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 } as const;

/** A list row: its field takes the width Remove leaves, and no more. */
const row = {
  display: 'flex',
  gap: 1,
  alignItems: 'flex-start',
  '& > :first-child': { flex: 1, minWidth: 0 },
} as const;

export function DeliveryZoneFields({
  control,
  disabled,
  submitting,
  setValue,
  zoneOptions,
}: ListProps & { setValue: UseFormSetValue<Table1ModifyBody>; zoneOptions: ValueSetOptions }) {
  const zones = useWatch({ control, name: 'deliveryZones' }) ?? [];
  return (
    <Box sx={list} {...rowListProps}>
      {zones.map((_zone, index) => (
        <Box key={index} sx={row} {...rowProps}>
          <FormSelectField
            control={control}
            name={`deliveryZones.${index}`}
            label={`Delivery point or zone ${index + 1}`}
            options={zoneOptions.options}
            otherOptions={zoneOptions.otherOptions}
            required={index === 0}
            disabled={disabled}
            errorKey={index === 0 ? 'deliveryZones' : undefined}
          />
          <RemoveButton
            rowLabel={`delivery point or zone ${index + 1}`}
            enabled={canRemove(zones.length, TABLE1_DELIVERY_ZONES_MIN, disabled, submitting)}
            onRemove={() =>
              setValue(
                'deliveryZones',
                zones.filter((_, at) => at !== index),
              )
            }
          />
        </Box>
      ))}
      <AddButton
        label="Add delivery point or zone"
        enabled={canAdd(zones.length, TABLE1_DELIVERY_ZONES_MAX, disabled)}
        onAdd={() => setValue('deliveryZones', [...zones, ''])}
        // Its rows are a watched array of texts, not useFieldArray's, which would focus a new row itself.
        focusesNewRow
      />
    </Box>
  );
}

export function DeliveryProfileFields({ control, disabled, submitting }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'deliveryProfiles' });
  return (
    <Box sx={list} {...rowListProps}>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Delivery profile ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' }, gap: 2 }}
        >
          <FormOptionalTextField
            control={control}
            name={`deliveryProfiles.${index}.daysOfTheWeek`}
            label="Days of the week"
            disabled={disabled}
            maxLength={20}
          />
          <FormTimeField
            control={control}
            name={`deliveryProfiles.${index}.startTime`}
            label="Start time"
            required
            disabled={disabled}
            errorKey={`startTime${index + 1}`}
          />
          <FormTimeField
            control={control}
            name={`deliveryProfiles.${index}.endTime`}
            label="End time"
            required
            disabled={disabled}
            errorKey={`endTime${index + 1}`}
          />
          <RemoveButton
            rowLabel={`delivery profile ${index + 1}`}
            enabled={canRemove(fields.length, TABLE1_DELIVERY_PROFILES_MIN, disabled, submitting)}
            onRemove={() => remove(index)}
          />
        </Box>
      ))}
      <AddButton
        label="Add delivery profile"
        enabled={canAdd(fields.length, TABLE1_DELIVERY_PROFILES_MAX, disabled)}
        onAdd={() => append({ startTime: '', endTime: '' })}
      />
    </Box>
  );
}

export function FixingIndexFields({
  control,
  disabled,
  submitting,
  indexNames,
}: ListProps & { indexNames: ValueSetOptions }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'fixingIndices' });
  return (
    <Box sx={list} {...rowListProps}>
      {fields.length === 0 && <Typography color="text.secondary">No fixing index.</Typography>}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Fixing index ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, gap: 2 }}
        >
          <IndexNameField control={control} index={index} disabled={disabled} indexNames={indexNames} />
          <FormOptionalTextField
            control={control}
            name={`fixingIndices.${index}.indexValue`}
            label="Index value"
            inputMode="decimal"
            rule={signedDecimalRule}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name={`fixingIndices.${index}.indexCurrency`}
            label="Index currency"
            options={remitCurrencies.map((code) => ({ value: code, label: code }))}
            disabled={disabled}
          />
          <RemoveButton
            rowLabel={`fixing index ${index + 1}`}
            enabled={canRemove(fields.length, TABLE1_FIXING_INDICES_MIN, disabled, submitting)}
            onRemove={() => remove(index)}
          />
        </Box>
      ))}
      <AddButton
        label="Add fixing index"
        enabled={canAdd(fields.length, TABLE1_FIXING_INDICES_MAX, disabled)}
        onAdd={() => append({ indexName: '' })}
      />
    </Box>
  );
}

/** The index name: a text field (value-set names are offered in the select when the server sends them). */
function IndexNameField({
  control,
  index,
  disabled,
  indexNames,
}: {
  control: Control<Table1ModifyBody>;
  index: number;
  disabled: boolean;
  indexNames: ValueSetOptions;
}) {
  if (indexNames.options.length + indexNames.otherOptions.length > 0) {
    return (
      <FormSelectField
        control={control}
        name={`fixingIndices.${index}.indexName`}
        label="Index name"
        options={indexNames.options}
        otherOptions={indexNames.otherOptions}
        required
        disabled={disabled}
        errorKey={`indexName${index + 1}`}
      />
    );
  }
  return (
    <FormOptionalTextField
      control={control}
      name={`fixingIndices.${index}.indexName`}
      label="Index name"
      required
      disabled={disabled}
      maxLength={150}
      errorKey={`indexName${index + 1}`}
    />
  );
}
