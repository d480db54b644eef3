import { History } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { buttonClass } from './button-styles';

type Props = {
  /** 'Earlier messages', and what is said once a page came, in the area's own catalog (the shared one is on every page). */
  label: string;
  loadedMessage: (count: number) => string;
  errorMessage: string;
  /** How many messages are shown now, to say how many a page brought. */
  shown: number;
  hasEarlier: boolean;
  isLoading: boolean;
  isError: boolean;
  onLoad: () => void;
  /** Where the focus goes when the button leaves with it (the first message reached): the messages. */
  focusAfterLast: () => void;
};

/**
 * Above a conversation's messages: asks for the page before the oldest shown. It stays in place while it
 * loads (busy, not removed), so the focus stays; a sentence in a live region says how many came (not a
 * role="status", which the journeys wait to see gone: this one stays until the next page). Removed once
 * the first message is in; if it had the focus, the messages take it.
 */
export function EarlierMessagesButton(props: Props) {
  const { label, loadedMessage, errorMessage, shown, hasEarlier, isLoading, isError, onLoad, focusAfterLast } = props;
  // How many were shown when the reader last asked: once the page brought more, the live region says how
  // many (a fast answer may come before any render shows it loading). Kept until the next ask.
  const [askedFrom, setAskedFrom] = useState<number | null>(null);
  const said = askedFrom !== null && !isLoading && !isError && shown > askedFrom ? loadedMessage(shown - askedFrom) : '';

  const load = () => {
    if (isLoading) return;
    setAskedFrom(shown);
    onLoad();
  };
  return (
    <div className="flex flex-col items-center gap-1 pb-1">
      {hasEarlier ? <LoadButton label={label} isLoading={isLoading} onClick={load} onGoneWithFocus={focusAfterLast} /> : null}
      <p aria-live="polite" className="text-xs text-slate-600 empty:hidden">
        {isError ? errorMessage : said}
      </p>
    </div>
  );
}

function LoadButton(props: { label: string; isLoading: boolean; onClick: () => void; onGoneWithFocus: () => void }) {
  const { label, isLoading, onClick, onGoneWithFocus } = props;
  const button = useRef<HTMLButtonElement>(null);
  const goneWithFocus = useRef(onGoneWithFocus);
  useEffect(() => {
    goneWithFocus.current = onGoneWithFocus;
  });
  // A layout effect's clean-up runs while the button is still in the document, so its focus can be read there.
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (element && document.activeElement === element) queueMicrotask(() => goneWithFocus.current());
    };
  }, []);
  return (
    <button
      ref={button}
      type="button"
      onClick={onClick}
      aria-busy={isLoading}
      aria-disabled={isLoading}
      className={buttonClass('secondary', 'sm')}
    >
      <History aria-hidden="true" className={isLoading ? 'size-4 animate-spin' : 'size-4'} />
      {label}
    </button>
  );
}
