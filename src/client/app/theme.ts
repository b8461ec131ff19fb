import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b5394' },
    secondary: { main: '#2e7d32' },
  },
  components: {
    // Keyboard users must always see where they are; MUI's ripple alone is too faint.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '2px solid #f9a825', outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': { outline: '2px solid #f9a825', outlineOffset: 2 },
        },
      },
    },
  },
});
