import { GridFooter, type GridSlotProps } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    /** The grid has had its first answer (rows, none, or an error). */
    answered?: boolean;
  }
}

/**
 * False until two animation frames after the grid has shown its first answer. MUI X paints wrapped
 * rows at their estimated height first, measures them with a ResizeObserver and applies the heights in
 * the next animation frame; the footer under the rows moved then (a layout shift: 0.002-0.011 on the
 * Netting Finder and MiFID Position Files on a desktop screen, whose rows measure 85 and 57 px against
 * the estimate's 80). Later pages follow the user's own click, which a layout shift does not count.
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

/**
 * The footer of a server grid, hidden until its first answer's rows are measured, so that it first
 * paints where they put it. A slot of the grid, so it counts its frames from the grid's own render
 * (the pages render their grid deferred, after the answer has come).
 */
export function SettlingFooter({ answered = true, sx, className, ...props }: GridSlotProps['footer']) {
  const settled = useSettled(answered);
  if (settled) return <GridFooter {...props} sx={sx} className={className} />;
  return (
    <GridFooter
      {...props}
      className={className ? `${className} ${SETTLING_FOOTER_CLASS}` : SETTLING_FOOTER_CLASS}
      sx={[{ visibility: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
