import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  problemCategories,
  problemCategoryLabels,
  problemUrgencyLabels,
  type ProblemCategory,
  type ProblemUrgency,
} from '@shared/contract/problem-solving-constants';
import type { ProblemCounts as Counts } from '@shared/contract/problem-solving';

export interface ProblemCountsProps {
  counts: Counts | undefined;
  category: string | null;
  urgency: string | null;
  onCategory: (category: ProblemCategory | null) => void;
  onUrgency: (urgency: ProblemUrgency | null) => void;
}

const urgent: ProblemUrgency[] = ['OVERDUE', 'DUE_TODAY'];

/**
 * Status at a glance: how many problems are overdue and due today, and how many of each category are
 * open. Each count is a toggle that filters the queue to it (pressed while it does).
 */
export function ProblemCountsBar({ counts, category, urgency, onCategory, onUrgency }: ProblemCountsProps) {
  const toggle = (
    pressed: boolean,
    label: string,
    count: number | undefined,
    onClick: () => void,
    color = 'inherit',
  ) => (
    <Button
      key={label}
      size="small"
      variant={pressed ? 'contained' : 'outlined'}
      color={color as 'inherit'}
      aria-pressed={pressed}
      onClick={onClick}
      sx={{ textTransform: 'none' }}
    >
      {label}: {count ?? '…'}
    </Button>
  );
  return (
    <section aria-labelledby="problem-counts-heading">
      <Typography id="problem-counts-heading" variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Open problems{counts ? `: ${counts.total}` : ''}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {urgent.map((value) =>
          toggle(
            urgency === value,
            problemUrgencyLabels[value],
            counts?.byUrgency[value],
            () => onUrgency(urgency === value ? null : value),
            value === 'OVERDUE' ? 'error' : 'inherit',
          ),
        )}
        {problemCategories.map((value) =>
          toggle(category === value, problemCategoryLabels[value], counts?.byCategory[value], () =>
            onCategory(category === value ? null : value),
          ),
        )}
      </Stack>
    </section>
  );
}
