import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the screen a block starts loading: a scroll of a thumb's flick, so it is there when reached. */
const NEAR_MARGIN = '0px 0px 400px 0px'; // below the screen only

/**
 * Shows `placeholder` until the place comes within a flick of the screen, then `children`: a block far
 * down a page (the home's lunch menu, below everything on a phone) costs nothing, neither its code nor its
 * read, to someone who never scrolls to it. Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return <div ref={place}>{isNear ? children : placeholder}</div>;
}
