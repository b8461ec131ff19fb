import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { takePageFrame } from './components/page-frame';
import { installClientErrorReporting } from './errors/client-error-reporting';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const store = makeStore();
installClientErrorReporting(store);

takePageFrame(container);
const root = createRoot(container);
// A transition lets React yield to the browser every few milliseconds while it builds the first page,
// instead of holding the main thread for the whole tree (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} router={createAppRouter()} />
    </StrictMode>,
  );
});
