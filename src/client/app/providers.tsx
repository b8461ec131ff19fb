import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';

export interface ProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Everything around the router; shared by the app and renderWithProviders. */
export function Providers({ store, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
