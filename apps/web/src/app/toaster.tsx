import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, toasterState } from '../lib/toast';

/** Sonner's rich colours with darker text, so every toast passes WCAG AA contrast. */
const toastColours = {
  '--success-text': '#065f46',
  '--error-text': '#9f1239',
  '--warning-text': '#92400e',
  '--info-text': '#1e3a8a',
} as CSSProperties;

/** Loaded with the first toast (see lib/toast). Sonner's Toaster subscribes in its effect, which runs before this one. */
export function AppToaster() {
  const { t } = useLingui();
  useEffect(() => toasterState.markMounted(), []);
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      closeButton
      style={toastColours}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
