import { History } from 'lucide-react';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { buttonClass } from './button-styles';

/** What `useOlderPages` returns about the next page. */
type OlderPages = { hasOlder: boolean; showOlder: () => void; isLoading: boolean; isError: boolean };

type Props = {
  /** 'Show older' in the area's own catalog, so the shared one (loaded on every page) does not grow. */
  label: string;
  /** Said under the button when a page could not be read, in the area's own catalog too. */
  errorMessage: string;
  pages: OlderPages;
};

/**
 * Below a list that shows its recent part (decision 075): asks for the next older page. Stays in place while
 * it loads (busy, not removed), so the keyboard focus is not lost.
 */
export function ShowOlderButton({ label, errorMessage, pages }: Props) {
  // Removed, not hidden, once the last page is in: its focus then goes to the list (below).
  return pages.hasOlder ? (
    <OlderButton label={label} onClick={pages.showOlder} isLoading={pages.isLoading} error={pages.isError ? errorMessage : null} />
  ) : null;
}

/**
 * The button itself, also above a conversation's messages (earlier-messages-button.tsx): `onGoneWithFocus`
 * says where the focus goes when it leaves with it, the list before it by default.
 */
export function OlderButton({
  label,
  onClick,
  isLoading,
  error,
  onGoneWithFocus,
}: {
  label: string;
  onClick: () => void;
  isLoading: boolean;
  error: string | null;
  onGoneWithFocus?: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useKeepFocusInTheList(button, onGoneWithFocus);
  return (
    <div className="flex flex-col items-center gap-1 pt-3">
      <button
        ref={button}
        type="button"
        onClick={isLoading ? undefined : onClick}
        aria-busy={isLoading}
        aria-disabled={isLoading}
        className={buttonClass('secondary', 'sm')}
      >
        <History aria-hidden="true" className={isLoading ? 'size-4 animate-spin' : 'size-4'} />
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-xs text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * When the last page arrives the button goes away while it has the focus, which would send a keyboard or
 * screen-reader user back to the top of the page. The list just before the button takes the focus
 * instead. A layout effect's clean-up runs while the button is still in the document, so its focus can
 * be read there.
 */
function useKeepFocusInTheList(button: RefObject<HTMLButtonElement | null>, onGoneWithFocus?: () => void) {
  const goneWithFocus = useRef(onGoneWithFocus);
  useEffect(() => {
    goneWithFocus.current = onGoneWithFocus;
  });
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (!element || document.activeElement !== element) return;
      const moveFocus = goneWithFocus.current;
      if (moveFocus) {
        queueMicrotask(moveFocus);
        return;
      }
      const list = element.parentElement?.previousElementSibling;
      if (!(list instanceof HTMLElement)) return;
      queueMicrotask(() => {
        if (!list.isConnected) return;
        if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
        list.focus();
      });
    };
  }, [button]);
}
