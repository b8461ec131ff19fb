import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { billingHistoryQuerySchema } from '@shared/contract/billing';
import { useGetBillingHistoryQuery } from '@client/api/billing-api';
import { GlobalMessages } from '@client/components/global-messages';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { focusAfterRender } from '@client/components/page-title';
import { PageTitle } from '@client/components/page-title';
import { BackToApplicationLink } from './back-to-application-link';
import { BillingChart } from './billing/billing-chart';
import { BillingGrid } from './billing/billing-grid';
import { lastTwelveMonths, monthTotals } from './billing/billing-totals';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';

const ALL = 'all';

type PeriodErrors = Partial<Record<'from' | 'to', string>>;

function periodErrorsOf(from: string, to: string): PeriodErrors {
  const parsed = billingHistoryQuerySchema.safeParse({ from, to });
  if (parsed.success) return {};
  const errors: PeriodErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * admin/billing_history: what each organisation sent to the regulator and had matched, per month of a
 * period (the last twelve by default, kept in the address), as a chart and a grid with CSV export.
 */
export function BillingHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = useMemo(() => lastTwelveMonths(new Date()), []);
  const from = searchParams.get('from') ?? defaults.from;
  const to = searchParams.get('to') ?? defaults.to;
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<PeriodErrors>(() => periodErrorsOf(from, to));
  // Adjusted while rendering (React's advice): the address moved on without the form (the menu entry,
  // the browser's back button), so the fields show the period the page shows.
  const [formPeriod, setFormPeriod] = useState(`${from}/${to}`);
  if (formPeriod !== `${from}/${to}`) {
    setFormPeriod(`${from}/${to}`);
    setDraft({ from, to });
    setErrors(periodErrorsOf(from, to));
  }
  const [pickedOrganisation, setOrganisation] = useState(ALL);
  const periodValid = Object.keys(periodErrorsOf(from, to)).length === 0;
  // `currentData`, not `data`: the last period's rows must never show, or export, under a new period.
  const { currentData, error, isFetching } = useGetBillingHistoryQuery(
    { from, to },
    { skip: !periodValid, ...READ_AFRESH_WHEN_SHOWN },
  );

  const rows = useMemo(() => currentData?.values ?? [], [currentData]);
  const organisations = useMemo(
    () => [...new Map(rows.map((row) => [String(row.organisationId), row.organisationName])).entries()],
    [rows],
  );
  // An organisation without traffic in a newly chosen period is no longer offered: all are shown again.
  const organisation = organisations.some(([id]) => id === pickedOrganisation) ? pickedOrganisation : ALL;
  const shown = organisation === ALL ? rows : rows.filter((row) => String(row.organisationId) === organisation);
  const whose =
    organisation === ALL ? 'all organisations' : (organisations.find(([id]) => id === organisation)?.[1] ?? '');
  // The period named with the numbers: after a Show the fields refuse, the months shown are still the last ones.
  const scope = `${whose}, ${from} to ${to}`;

  const monthInputs = useRef<Partial<Record<'from' | 'to', HTMLInputElement | null>>>({});
  const show = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrorsOf(draft.from, draft.to);
    setErrors(found);
    if (Object.keys(found).length === 0) setSearchParams({ from: draft.from, to: draft.to });
    // On the field at fault once it shows its message, so the message is read out with it (Show kept
    // the focus, and said nothing).
    else focusAfterRender(() => monthInputs.current[found.from ? 'from' : 'to']);
  };

  return (
    <>
      <PageTitle title="Billing History" />
      <GlobalMessages />
      <BackToApplicationLink />
      <Typography variant="body2" sx={{ mb: 2 }}>
        Per organisation and month (UTC): the REMIT reports sent to ACER (each new, modified, cancelled or deleted
        version is one report), the MiFID position files confirmed and sent, and the confirmations matched.
      </Typography>
      <Stack component="form" onSubmit={show} noValidate direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'from' ? 'First month' : 'Last month'}
            type="month"
            size="small"
            required
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            inputRef={(input: HTMLInputElement | null) => {
              monthInputs.current[field] = input;
            }}
            error={errors[field] !== undefined}
            helperText={errors[field] ?? 'YYYY-MM'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: 'YYYY-MM' } }}
          />
        ))}
        {/* Never disabled: a pressed Show keeps the keyboard focus, and a repeated request is not sent twice. */}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Show
        </Button>
        <TextField
          select
          label="Organisation"
          size="small"
          value={organisation}
          onChange={(event) => setOrganisation(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>All organisations</MenuItem>
          {organisations.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LoadFailureAlert error={error} loading={isFetching} fallback="The billing history could not be loaded." />
      {/* A period the server would refuse has no months to show: its field says why. */}
      {periodValid && (
        <>
          <BillingChart months={monthTotals(shown, from, to)} scope={scope} />
          <BillingGrid rows={shown} loading={isFetching} fileName={`billing-history-${from}-to-${to}`} />
        </>
      )}
    </>
  );
}
