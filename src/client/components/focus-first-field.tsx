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
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
  }, []);
  return <Box ref={ref}>{children}</Box>;
}
