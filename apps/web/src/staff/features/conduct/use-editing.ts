import { useState } from 'react';

/** A list item shown as its card or as its correction's form, and what the last correction saved. */
export function useEditing() {
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return {
    isEditing,
    saved,
    startEditing: () => {
      setSaved(null);
      setEditing(true);
    },
    /** The form closes: with what it saved, or null when cancelled. */
    finish: (message: string | null) => {
      setEditing(false);
      setSaved(message);
    },
  };
}
