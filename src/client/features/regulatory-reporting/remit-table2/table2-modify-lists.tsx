import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  remitCurrencies,
  table2CapacityUnits,
  table2FixingFrequencies,
  remitCodeLabels,
  table2FrequencyLabels,
  table2OptionStyles,
  table2OptionTypes,
  TABLE2_LIST_MAX,
  type Table2ModifyBody,
} from '@shared/contract/remit';
import { FormDateField } from '@client/components/form/form-date-field';
import { FormOptionalTextField } from '@client/components/form/form-optional-text-field';
import { decimalRule, signedDecimalRule } from '@client/components/form/use-guarded-entry';
import { codeOptions, FormSelectField } from '@client/components/form/form-select-field';
import { addButtonProps, focusNewRow, keepFocusAfterRemove, rowProps } from '@client/components/form/row-list-focus';
import { FormSection } from './form-section';

interface ListProps {
  control: Control<Table2ModifyBody>;
  disabled: boolean;
}

/** A list's Add; `focusesNewRow` where the list's rows do not focus themselves (useFieldArray's do). */
const addButton = (label: string, onClick: () => void, disabled: boolean, focusesNewRow = false) => (
  <Button
    size="small"
    {...addButtonProps}
    onClick={(event) => {
      onClick();
      if (focusesNewRow) focusNewRow(event.currentTarget);
    }}
    disabled={disabled}
  >
    {label}
  </Button>
);

/** Delivery points or zones: at least one, each a required text. */
export function DeliveryZonesFields({
  control,
  disabled,
  setValue,
}: ListProps & { setValue: UseFormSetValue<Table2ModifyBody> }) {
  const zones = useWatch({ control, name: 'deliveryPointOrZones' }) ?? [''];
  return (
    <>
      {zones.map((_zone, index) => (
        <div key={index} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }} {...rowProps}>
          <FormOptionalTextField
            control={control}
            name={`deliveryPointOrZones.${index}`}
            label={`Delivery point or zone ${index + 1}`}
            required
            disabled={disabled}
            maxLength={40}
          />
          {zones.length > 1 && (
            <Button
              size="small"
              disabled={disabled}
              aria-label={`Remove delivery point or zone ${index + 1}`}
              onClick={(event) => {
                setValue(
                  'deliveryPointOrZones',
                  zones.filter((_, at) => at !== index),
                );
                keepFocusAfterRemove(event.currentTarget);
              }}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      <div>
        {addButton(
          'Add delivery point or zone',
          () => setValue('deliveryPointOrZones', [...zones, '']),
          disabled || zones.length >= TABLE2_LIST_MAX,
          true,
        )}
      </div>
    </>
  );
}

export function OptionDetailsSection({ control, disabled }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'optionDetails' });
  return (
    <FormSection
      title="Option details"
      actions={addButton(
        'Add option',
        () => append({ optionStyle: 'E', optionType: 'C' }),
        disabled || fields.length >= TABLE2_LIST_MAX,
      )}
    >
      {fields.length === 0 && <Typography color="text.secondary">No option details.</Typography>}
      {fields.map((field, index) => (
        <FormSectionGroup
          key={field.id}
          label={`Option ${index + 1}`}
          onRemove={() => remove(index)}
          disabled={disabled}
        >
          <FormSelectField
            control={control}
            name={`optionDetails.${index}.optionStyle`}
            label="Option style"
            options={codeOptions(table2OptionStyles, remitCodeLabels.optionStyle)}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name={`optionDetails.${index}.optionType`}
            label="Option type"
            options={codeOptions(table2OptionTypes, remitCodeLabels.optionType)}
            required
            disabled={disabled}
          />
          <FormDateField
            control={control}
            name={`optionDetails.${index}.firstExerciseDate`}
            label="First exercise date"
            disabled={disabled}
            emptyAsUndefined
          />
          <FormDateField
            control={control}
            name={`optionDetails.${index}.lastExerciseDate`}
            label="Last exercise date"
            disabled={disabled}
            emptyAsUndefined
          />
          <FormOptionalTextField
            control={control}
            name={`optionDetails.${index}.strikePrice`}
            label="Strike price"
            inputMode="decimal"
            rule={signedDecimalRule}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name={`optionDetails.${index}.strikePriceCurrency`}
            label="Strike price currency"
            options={codeOptions(remitCurrencies)}
            disabled={disabled}
          />
        </FormSectionGroup>
      ))}
    </FormSection>
  );
}

export function VolumeIntervalsSection({ control, disabled }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'volumeOptionalityIntervals' });
  return (
    <FormSection
      title="Volume optionality intervals"
      actions={addButton(
        'Add interval',
        () => append({ capacity: '', capacityUnit: 'MW', startDate: '', endDate: '' }),
        disabled || fields.length >= TABLE2_LIST_MAX,
      )}
    >
      {fields.length === 0 && <Typography color="text.secondary">No volume optionality intervals.</Typography>}
      {fields.map((field, index) => (
        <FormSectionGroup
          key={field.id}
          label={`Interval ${index + 1}`}
          onRemove={() => remove(index)}
          disabled={disabled}
        >
          <FormOptionalTextField
            control={control}
            name={`volumeOptionalityIntervals.${index}.capacity`}
            label="Capacity"
            inputMode="decimal"
            rule={decimalRule}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name={`volumeOptionalityIntervals.${index}.capacityUnit`}
            label="Capacity unit"
            options={codeOptions(table2CapacityUnits)}
            required
            disabled={disabled}
          />
          <FormDateField
            control={control}
            name={`volumeOptionalityIntervals.${index}.startDate`}
            label="Start date"
            required
            disabled={disabled}
          />
          <FormDateField
            control={control}
            name={`volumeOptionalityIntervals.${index}.endDate`}
            label="End date"
            required
            disabled={disabled}
          />
        </FormSectionGroup>
      ))}
    </FormSection>
  );
}

export function FixingIndicesSection({ control, disabled }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'fixingIndices' });
  return (
    <FormSection
      title="Fixing index"
      actions={addButton(
        'Add fixing index',
        () => append({ fixingIndex: '' }),
        disabled || fields.length >= TABLE2_LIST_MAX,
      )}
    >
      {fields.length === 0 && <Typography color="text.secondary">No fixing index.</Typography>}
      {fields.map((field, index) => (
        <FormSectionGroup
          key={field.id}
          label={`Fixing index ${index + 1}`}
          onRemove={() => remove(index)}
          disabled={disabled}
        >
          <FormOptionalTextField
            control={control}
            name={`fixingIndices.${index}.fixingIndex`}
            label="Fixing index"
            required
            disabled={disabled}
            maxLength={150}
          />
          <FormOptionalTextField
            control={control}
            name={`fixingIndices.${index}.fixingIndexSource`}
            label="Fixing index source"
            disabled={disabled}
            maxLength={100}
          />
          <FormDateField
            control={control}
            name={`fixingIndices.${index}.firstFixingDate`}
            label="First fixing date"
            disabled={disabled}
            emptyAsUndefined
          />
          <FormDateField
            control={control}
            name={`fixingIndices.${index}.lastFixingDate`}
            label="Last fixing date"
            disabled={disabled}
            emptyAsUndefined
          />
          <FormSelectField
            control={control}
            name={`fixingIndices.${index}.fixingFrequency`}
            label="Fixing frequency"
            options={codeOptions(table2FixingFrequencies, table2FrequencyLabels)}
            disabled={disabled}
          />
        </FormSectionGroup>
      ))}
    </FormSection>
  );
}

interface FormSectionGroupProps {
  label: string;
  onRemove: () => void;
  disabled: boolean;
  children: ReactNode;
}

/** One entry of a list section, a named group spanning the section's grid, with its own Remove. */
function FormSectionGroup({ label, onRemove, disabled, children }: FormSectionGroupProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        gap: 2,
        borderTop: 1,
        borderColor: 'divider',
        pt: 1,
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" variant="subtitle2">
          {label}
        </Typography>
        <Button
          size="small"
          onClick={(event) => {
            onRemove();
            keepFocusAfterRemove(event.currentTarget);
          }}
          disabled={disabled}
          aria-label={`Remove ${label.toLowerCase()}`}
        >
          Remove
        </Button>
      </Box>
      {children}
    </Box>
  );
}
