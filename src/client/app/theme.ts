import { createTheme } from '@mui/material/styles';
import { focusRing } from '@client/components/focus-ring';

export const theme = createTheme({
  // Someone who asked their system for less motion (WCAG 2.3.3) gets dialogs, menus, panels and the
  // buttons' ripple without their animation, as the setting changes.
  motion: { reducedMotion: 'system' },
  palette: {
    primary: { main: '#0b5394' },
    secondary: { main: '#2e7d32' },
  },
  // Buttons read as the specs name them ('Save Changes', 'Yes - Confirm'), not in MUI's capitals, and as
  // the texts around them quote them.
  typography: { button: { textTransform: 'none' } },
  components: {
    // Keyboard users must always see where they are; MUI's ripple alone is too faint.
    MuiCssBaseline: {
      styleOverrides: {
        // Anything focusable that has no indicator of its own (headings focused on navigation, the
        // skip link, plain links and buttons of embedded widgets).
        '*:focus-visible': focusRing,
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': focusRing,
        },
      },
    },
    MuiButton: {
      styleOverrides: {
        // Forced colours drop a filled button's background, and with it the button's only boundary
        // ("Add Position Record" became bare text); outlined buttons keep theirs.
        contained: {
          '@media (forced-colors: active)': { border: '1px solid ButtonText' },
        },
      },
    },
    MuiDialogTitle: {
      styleOverrides: {
        // A title naming a user or a record holds what someone typed: one long unbroken word widened
        // a dialog at 390 px to 1,151 px.
        root: { overflowWrap: 'anywhere' },
      },
    },
    MuiAlert: {
      styleOverrides: {
        // An alert often quotes what someone typed (a note, a name, a value refused): one long unbroken
        // word ran on past the box's edge, to be read by scrolling inside it.
        root: { overflowWrap: 'anywhere' },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': focusRing,
        },
      },
    },
  },
});
