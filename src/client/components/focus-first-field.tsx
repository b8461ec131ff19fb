import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FocusFirstFieldProps {
  children: ReactNode;
}

/**
 * Moves focus to the first field of what it wraps once that is in the document: a form that opens
 * in place (the help editor) takes the keyboard user along. Mount it with the content, once a lazily
 * loaded form has arrived, not before.
 */
export function FocusFirstField({ children }: FocusFirstFieldProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => firstFieldOf(ref.current)?.focus(), []);
  return <Box ref={ref}>{children}</Box>;
}

/** The first field within `container`; of a group of radio buttons, the one chosen, as Tab would reach it. */
export function firstFieldOf(container: HTMLElement | null): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([type="radio"]), input[type="radio"]:checked, textarea, select',
    ) ?? null
  );
}
