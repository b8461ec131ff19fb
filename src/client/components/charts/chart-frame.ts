import { focusRing } from '@client/components/focus-ring';

/**
 * The value axis of a chart of counts: whole numbers only, and 0 to 1 when every count is 0 (MUI X's
 * axis over the one value 0 labels it "0.0…" and nothing else).
 */
export function countAxis<TKey extends string>(rows: readonly Partial<Record<TKey, number>>[], keys: readonly TKey[]) {
  const allZero = rows.every((row) => keys.every((key) => !row[key]));
  return [{ tickMinStep: 1, ...(allZero && { min: 0, max: 1 }) }];
}

/**
 * The box a chart fills: it shows the focus ring while the chart has the keyboard's focus (MUI X's
 * focusable layer is the chart's full size and draws none of its own, so Tab reached it unseen).
 */
export const chartBoxSx = (height: number) => ({ height, '&:has(:focus-visible)': focusRing }) as const;
