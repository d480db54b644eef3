import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// npm test runs the unit tests beside the type checks, the lint and the build on two cores: a screen
// that shows its message after 1.2 s there is not wrong, so waits allow 5 s (they end as soon as it shows).
configure({ asyncUtilTimeout: 5000 });

// The unit tests share their worker's modules from one file to the next (vitest.config.ts): what a test
// changes of the shared state is put back after it, so no file depends on the one before.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  vi.useRealTimers();
  // English, as a page starts; merged into what is loaded, so a later file's catalogs stay whole.
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
});
