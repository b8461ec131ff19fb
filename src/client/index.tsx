import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { installClientErrorReporting } from './errors/client-error-reporting';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const store = makeStore();
installClientErrorReporting(store);

createRoot(container).render(
  <StrictMode>
    <App store={store} router={createAppRouter()} />
  </StrictMode>,
);
