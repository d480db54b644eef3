import type { toast as sonnerToast } from 'sonner';
import { isSessionError } from './api-error';

/** Toasts stay 4000 ms, at most 3 at once, so they never bury the page. */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

/*
 * sonner and its Toaster load with the first toast, not with the app: most visits (the login screen
 * above all) never show one, and the JavaScript budget (scripts/size.ts) counts every byte a page loads.
 * A toast sent before the Toaster listens would be lost, so each waits for the Toaster to be mounted.
 */
type Toast = typeof sonnerToast;
type Listener = () => void;
const listeners = new Set<Listener>();
let isToasterWanted = false;
let toasterMounted: () => void = () => undefined;
const whenToasterMounted = new Promise<void>((resolve) => (toasterMounted = resolve));
let loadedToast: Promise<Toast> | null = null;

/** For AppProviders: whether to render the Toaster yet. */
export const toasterState = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: () => isToasterWanted,
  /** Called once the Toaster listens, from its own effect. */
  markMounted: () => toasterMounted(),
};

function loadToast(): Promise<Toast> {
  if (!loadedToast) {
    isToasterWanted = true;
    for (const listener of listeners) listener();
    loadedToast = Promise.all([import('sonner'), whenToasterMounted]).then(([sonner]) => sonner.toast);
  }
  return loadedToast;
}

const show = (send: (toast: Toast) => void) => void loadToast().then(send);

// The message doubles as the toast id, so the same failure reported twice shows once.
export function notifySuccess(message: string): void {
  show((toast) => toast.success(message, { id: message }));
}

/**
 * Shows the spec's text and logs the cause, so a failure can be looked into later. The optional
 * description is a second line under the spec's text, e.g. the rule a refused booking broke.
 */
export function notifyError(message: string, cause?: unknown, description?: string): void {
  console.error(message, cause ?? '');
  show((toast) => toast.error(message, { id: message, description }));
}

export function notifyWarning(message: string): void {
  show((toast) => toast.warning(message, { id: message }));
}

/** Like notifyError, but silent when the session ended: the person is being sent to /login anyway. */
export function notifyFailure(message: string, error: unknown, description?: string): void {
  if (isSessionError(error)) return;
  notifyError(message, error, description);
}

/** Clears the toasts of a finished step, e.g. earlier login failures once signed in. None shown yet: nothing to load. */
export function dismissToasts(): void {
  void loadedToast?.then((toast) => toast.dismiss());
}
