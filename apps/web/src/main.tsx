import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startEarlyReads } from './app/early-reads';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { activateLanguage, preferredLanguage } from './lib/i18n/language';
import { startPwa } from './lib/pwa/start-pwa';
import { setSessionEndedHandler } from './lib/session';
import { paths } from './lib/paths';
import { createAppNavigation } from './lib/router/app-navigation';
import { AppRouter } from './lib/router/app-router';
import './index.css';

// Before React renders: the page's reads go first (app/early-reads), then the language's messages and
// every chunk of the screen at the address (app/router), all at once rather than one after the other.
startEarlyReads(window.location.pathname);
const languageReady = activateLanguage(preferredLanguage());
const navigation = createAppNavigation();
// The first render waits for the screen's code too, so it shows the screen itself rather than the loading one.
const screenReady = preloadRoute(navigation.location);

// A lost session returns to /login; the cached answers of that user are dropped first (app/query-provider).
setSessionEndedHandler(() => {
  if (navigation.location.pathname !== paths.login) navigation.replace(paths.login);
});

// The installed app's service worker (lib/pwa), once the page has loaded: never in the way of the first
// screen. A static import: its few lines use what the entry already holds, where a lazy chunk made the
// build split the entry in two and cost the home page more than it saved.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void startPwa().catch(console.warn), { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

Promise.all([languageReady, screenReady]).then(
  () =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter navigation={navigation} onNavigate={preloadRoute}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    ),
  (error: unknown) => {
    // Without its messages the page has no words to speak: say so in both languages, as the catalogs could not be read.
    console.error(error);
    root.setAttribute('role', 'alert');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the catalogs themselves failed to load
    root.textContent = 'Carnet could not load. Please reload the page. / Carnet n’a pas pu se charger. Rechargez la page.';
  },
);
