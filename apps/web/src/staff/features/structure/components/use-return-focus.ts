import { useEffect, useRef } from 'react';

/**
 * Gives focus back to the button that opened an in-place form once the form closes (saved or
 * cancelled), so a keyboard or screen reader user stays where they were instead of at the page's top.
 */
export function useReturnFocus<T extends HTMLElement>(isOpen: boolean) {
  const ref = useRef<T>(null);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    // Only when the focus went with the form: a click on another button of the row keeps its own focus.
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasOpen.current && !isOpen && isFocusLost) ref.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  return ref;
}

/** After a row is deleted its buttons are gone: focus goes to the heading of its list (tabIndex -1). */
export const focusHeading = (id: string) => document.getElementById(id)?.focus();
