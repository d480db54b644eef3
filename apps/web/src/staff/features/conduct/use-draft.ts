import { useState } from 'react';

/**
 * A form's fields, whether a send was tried (its errors are shown from then on), and what the last
 * send saved; an edit clears that message and the last failure (`onEdit`).
 */
export function useDraft<T extends object>(blank: () => T, onEdit: () => void) {
  const [draft, setDraft] = useState(blank);
  const [isChecked, setIsChecked] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return {
    draft,
    isChecked,
    saved,
    change: (patch: Partial<T>) => {
      setDraft({ ...draft, ...patch });
      setSaved(null);
      onEdit();
    },
    check: () => setIsChecked(true),
    /** After a save: the fields start again, and the message says what was saved. */
    startAgain: (message: string) => {
      setDraft(blank());
      setIsChecked(false);
      setSaved(message);
    },
  };
}
