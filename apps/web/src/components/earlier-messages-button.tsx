import { useState } from 'react';
import { OlderButton } from './show-older-button';

type Props = {
  /** 'Earlier messages', and what is said once a page came, in the area's own catalog (the shared one is on every page). */
  label: string;
  loadedMessage: (count: number) => string;
  errorMessage: string;
  /** How many messages are shown now, to say how many a page brought. */
  shown: number;
  /** The conversation's query (lib/api/use-conversation-pages): whether a page comes before, and fetching it. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> };
  /** Where the focus goes when the button leaves with it (the first message reached): the messages. */
  focusAfterLast: () => void;
};

/**
 * Above a conversation's messages: asks for the page before the oldest shown (show-older-button's button,
 * busy in place while it loads, so the focus stays). A sentence in a live region says how many came: not a
 * role="status", which the journeys wait to see gone; this one stays until the next ask. Removed once the
 * first message is in; if it had the focus, the messages take it.
 */
export function EarlierMessagesButton(props: Props) {
  const { label, loadedMessage, errorMessage, shown, pages, focusAfterLast } = props;
  const { hasNextPage: hasEarlier, isFetchingNextPage: isLoading, isFetchNextPageError: isError } = pages;
  // How many were shown when the reader last asked: once the page brought more, say how many (a fast
  // answer may come before any render shows it loading).
  const [askedFrom, setAskedFrom] = useState<number | null>(null);
  const said = askedFrom !== null && !isLoading && !isError && shown > askedFrom ? loadedMessage(shown - askedFrom) : '';
  const load = () => {
    if (isLoading) return;
    setAskedFrom(shown);
    void pages.fetchNextPage();
  };
  return (
    <div className="flex flex-col items-center gap-1 pb-1">
      {hasEarlier ? (
        <OlderButton
          label={label}
          onClick={load}
          isLoading={isLoading}
          error={isError ? errorMessage : null}
          onGoneWithFocus={focusAfterLast}
        />
      ) : null}
      <p aria-live="polite" className="text-xs text-slate-600 empty:hidden">
        {said}
      </p>
    </div>
  );
}
