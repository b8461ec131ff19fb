import Alert from '@mui/material/Alert';
import { browserWarning, isUnsupportedBrowser } from '@client/browser/browser-support';
import { currentBrowser } from '@client/browser/current-browser';

/** The shell's warning for a browser whose support is ending (access spec section 8). */
export function BrowserSupportWarning() {
  const browser = currentBrowser();
  if (!isUnsupportedBrowser(browser)) return null;
  return (
    <Alert severity="warning" sx={{ borderRadius: 0 }}>
      {browserWarning(browser)}
    </Alert>
  );
}
