import { GridFooter, type GridSlotProps } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    /**
     * The grid has had its first answer (rows, none, or an error). A grid whose request is skipped (no
     * organisation chosen yet) has not, and keeps its footer hidden until it has.
     */
    answered?: boolean;
  }
}

/**
 * False until two animation frames after the grid has shown its first answer. MUI X paints wrapped
 * rows at their estimated height first, measures them with a ResizeObserver and applies the heights in
 * an animation frame it asks for then; the footer under the rows moved then (a layout shift: 0.002-0.011
 * on the Netting Finder and MiFID Position Files on a desktop screen, whose rows measure 85 and 57 px
 * against the estimate's 80). Asked for in the commit that shows the rows, this frame runs before MUI
 * X's, the second after it. Only the first answer waits: a later page comes after the user's click.
 */
function useSettled(answered: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!answered || settled) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setSettled(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [answered, settled]);
  return settled;
}

/** Set on the footer while it waits: wrapping-cells.ts hides the horizontal scrollbar above it meanwhile. */
export const SETTLING_FOOTER_CLASS = 'ept-footer-settling';

const hidden = { visibility: 'hidden' } as const;

/**
 * The footer of a server grid, hidden until its first answer's rows are measured, so that it first
 * paints where they put it. Until then its row count and paging buttons are out of the tab order and
 * of the accessibility tree too; they had nothing to page yet. A slot of the grid, so it counts its
 * frames from the render that shows the rows (the pages render their grid deferred, which can come
 * after the answer).
 */
export function SettlingFooter({ answered = true, sx, className, ...props }: GridSlotProps['footer']) {
  const settled = useSettled(answered);
  const ownSx = Array.isArray(sx) ? sx : [sx];
  return (
    <GridFooter
      {...props}
      className={settled ? className : [className, SETTLING_FOOTER_CLASS].filter(Boolean).join(' ')}
      sx={settled ? sx : [hidden, ...ownSx]}
    />
  );
}
