import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@client/app/theme';

/** Renders a ceiling page: the app's theme, a title and the content, nothing else of the app. */
export function renderCeilingPage(title: string, content: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root.');
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container component="main" sx={{ py: 3 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {title}
        </Typography>
        {content}
      </Container>
    </ThemeProvider>,
  );
}
