import { type Location, type NavigationType, type Navigator, type To, UNSAFE_createBrowserHistory, parsePath } from 'react-router';

/** React Router's history (browser or memory), as its own routers use it. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
export type NavigationUpdate = { action: NavigationType; location: Location };
/** Decides whether a navigation must wait for the person's answer (a form with typed answers). */
export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Location }) => boolean;
/** A navigation held back: `proceed` carries it out, `reset` forgets it. */
export type HeldNavigation = { proceed: () => void; reset: () => void };

/**
 * The app's navigator (decision 091): React Router's browser history behind one gate, so a page can hold
 * a navigation back before it happens (a link, `navigate()`) or undo it (the browser's Back, a POP that
 * has already moved the address: it is walked back and replayed on `proceed`), as the data router's
 * `useBlocker` did.
 */
export type AppNavigation = Navigator & {
  /** The location the app shows. */
  readonly location: Location;
  readonly action: NavigationType;
  /** One listener: the router. Called for every navigation that was let through. */
  listen: (listener: (update: NavigationUpdate) => void) => () => void;
  /** One blocker at a time (the page on screen); returns its removal. */
  block: (shouldBlock: ShouldBlock, onHeld: (held: HeldNavigation) => void) => () => void;
};

const toLocation = (to: To, state: unknown): Location => ({
  pathname: '/',
  search: '',
  hash: '',
  ...(typeof to === 'string' ? parsePath(to) : to),
  state,
  key: '',
});

export function createAppNavigation(history: History = UNSAFE_createBrowserHistory({ v5Compat: true })): AppNavigation {
  let blocker: { shouldBlock: ShouldBlock; onHeld: (held: HeldNavigation) => void } | null = null;
  let shown = { action: history.action, location: history.location };
  /** The POP caused by walking a blocked Back away: it is not a navigation. */
  let isUndoing = false;
  /** The POP replayed by `proceed`: it passes the blocker. */
  let isReplaying = false;

  const isBlocked = (next: Location) => blocker?.shouldBlock({ currentLocation: shown.location, nextLocation: next }) ?? false;
  const hold = (proceed: () => void) => blocker?.onHeld({ proceed, reset: () => undefined });

  return {
    get location() {
      return shown.location;
    },
    get action() {
      return shown.action;
    },
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      if (isBlocked(toLocation(to, state))) hold(() => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      if (isBlocked(toLocation(to, state))) hold(() => history.replace(to, state));
      else history.replace(to, state);
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen(({ action, location, delta }) => {
        if (isUndoing) {
          isUndoing = false;
          return;
        }
        // A Back or Forward already moved the address: walk it back, and replay it if the person leaves.
        if (action === 'POP' && delta && !isReplaying && isBlocked(location)) {
          isUndoing = true;
          history.go(-delta);
          hold(() => {
            isReplaying = true;
            history.go(delta);
          });
          return;
        }
        isReplaying = false;
        shown = { action, location };
        listener(shown);
      });
    },
    block(shouldBlock, onHeld) {
      const entry = { shouldBlock, onHeld };
      blocker = entry;
      return () => {
        if (blocker === entry) blocker = null;
      };
    },
  };
}
