import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startEarlyReads } from './app/early-reads';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { setSessionEndedHandler } from './lib/session';
import { paths } from './lib/paths';
import './index.css';

// Before the router asks for the page's code: the page's reads go first (app/early-reads).
startEarlyReads(window.location.pathname);
const router = createRouter();

// A lost session returns to /login; the cached answers of that user are dropped first (app/query-provider).
setSessionEndedHandler(() => {
  if (router.state.location.pathname !== paths.login) void router.navigate(paths.login, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
