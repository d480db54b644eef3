import { useSearchParams } from 'react-router';

/**
 * The pupil on screen, kept in the address (?pupil=), so a reload or a shared link shows the same
 * pupil; null for the recent entries of every pupil.
 */
export function usePupilParam(): [number | null, (childId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('pupil') ?? '';
  const childId = /^[1-9]\d{0,9}$/.test(asked) ? Number(asked) : null;
  return [childId, (next) => setParams(next === null ? {} : { pupil: String(next) }, { replace: true })];
}
