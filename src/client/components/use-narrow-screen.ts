import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below MUI's md breakpoint (900 px): the shell's menu becomes a drawer, and a finder's grid scrolls
 * sideways within itself. Read on the first render (no server rendering to match).
 */
export const useNarrowScreen = (): boolean => useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
