import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** Where each visited entry of the tab's history was scrolled to, by its location key; kept across a reload. */
const positions = new Map<string, number>(readSaved());

function readSaved(): Array<[string, number]> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>;
  } catch {
    return [];
  }
}

/**
 * A new page starts at its top; Back and Forward (and a reload) return to where that page was left, as
 * React Router's `<ScrollRestoration>` did in its data router (decision 091).
 */
export function ScrollRestoration() {
  const location = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    // A new entry has no position yet: its top.
    window.scrollTo(0, positions.get(location.key) ?? 0);
  }, [location.key]);

  return null;
}
