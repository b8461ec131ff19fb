import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { afterFramePainted, takePageFrame } from './components/page-frame';
import { installClientErrorReporting } from './errors/client-error-reporting';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const store = makeStore();
installClientErrorReporting(store);

const root = createRoot(container);
// A transition lets React yield to the browser every few milliseconds while it builds the first page,
// instead of holding the main thread for the whole tree (Lighthouse's total blocking time).
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={createAppRouter()} />
      </StrictMode>,
    );
  });
// A frame the server painted stays until the browser has reported it painted (page-frame.ts).
if (takePageFrame(container)) afterFramePainted(render);
else render();
