import { useState } from 'react';

/**
 * A chart's tooltip that Escape dismisses (WCAG 1.4.13: what focus shows must be dismissible without
 * moving it). The tooltip of the bar the keyboard stands on covered the page's heading until the focus
 * left the chart. The next arrow key or pointer move shows it again. For the chart's box and its
 * `slotProps.tooltip`.
 */
export function useDismissibleTooltip() {
  const [dismissed, setDismissed] = useState(false);
  return {
    boxProps: {
      onKeyDown: ({ key }: { key: string }) => setDismissed(key === 'Escape'),
      onPointerMove: () => setDismissed(false),
    },
    tooltip: { trigger: dismissed ? 'none' : 'axis' },
  } as const;
}
