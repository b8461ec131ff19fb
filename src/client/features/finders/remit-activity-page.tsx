import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_REMIT_ACTIVITY_KIND,
  isRemitActivityKind,
  remitActivityKindLabels,
  remitActivityKinds,
  type RemitActivityKind,
} from '@shared/contract/finder-constants';
import { finderControlLabels } from '@shared/finder-frame';
import { Finder } from './finder';
import { renderRemitActivityLinks } from './remit-row-links';
import { useSearchUpdate } from '@client/components/use-search-update';

const KIND_PARAM = 'kind';
/** A kind the selector does not offer leaves the address with a word, as a refused filter does. */
const KIND_ADDRESS_RULES = { [KIND_PARAM]: isRemitActivityKind };
const KIND_ADDRESS_LABELS = { [KIND_PARAM]: finderControlLabels.recordKind };

/** The record kind in the URL beside the finder's filters; the first page of the new kind follows. */
function useRemitActivityKind(): [RemitActivityKind, (kind: RemitActivityKind) => void] {
  const [searchParams] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const param = searchParams.get(KIND_PARAM);
  const kind = isRemitActivityKind(param) ? param : DEFAULT_REMIT_ACTIVITY_KIND;
  const setKind = (next: RemitActivityKind) =>
    updateSearch((params) => {
      params.set(KIND_PARAM, next);
      params.delete('page');
    });
  return [kind, setKind];
}

/** err/remit_report/activity: REMIT Table 1 and 2 records and the other reported kinds, one kind at a time. */
export function RemitReportActivityPage() {
  const [kind, setKind] = useRemitActivityKind();
  const labelId = useId();
  const kindSelector = (
    <FormControl size="small" sx={{ minWidth: 190, width: { xs: '100%', sm: 'auto' } }}>
      <InputLabel id={labelId}>{finderControlLabels.recordKind}</InputLabel>
      <Select
        labelId={labelId}
        label={finderControlLabels.recordKind}
        value={kind}
        onChange={(event) => setKind(event.target.value as RemitActivityKind)}
      >
        {remitActivityKinds.map((value) => (
          <MenuItem key={value} value={value}>
            {remitActivityKindLabels[value]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <Finder
      finder="remitActivity"
      kind={kind}
      renderLinks={renderRemitActivityLinks}
      kindSelector={kindSelector}
      addressRules={KIND_ADDRESS_RULES}
      addressLabels={KIND_ADDRESS_LABELS}
    />
  );
}
