import { useCallback } from 'react';

/**
 * Names a chart's keyboard stop, for the chart's box. MUI X's focusable layer is an unnamed div (role
 * none), so Tab to a chart announced nothing until an arrow key chose a bar. As a group named after the
 * chart it says what the chart shows; the bars' announcements, inside it, are kept. The layer appears
 * when the chart does (after its data), hence the observer.
 */
export function useNamedChartStop(name: string) {
  return useCallback(
    (box: HTMLElement | null) => {
      if (!box) return;
      const nameStop = () => {
        const stop = box.querySelector('[role="none"][tabindex]');
        if (!stop) return;
        stop.setAttribute('role', 'group');
        stop.setAttribute('aria-label', name);
      };
      nameStop();
      const observer = new MutationObserver(nameStop);
      observer.observe(box, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    [name],
  );
}
