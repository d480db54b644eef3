import type { TConductPupil } from '@carnet/contract';

export const fullName = (pupil: Pick<TConductPupil, 'firstName' | 'lastName'>) => `${pupil.firstName} ${pupil.lastName}`;

/** The pupils by class, in the order the server lists them (class, then name). */
export function byClass(pupils: readonly TConductPupil[]): Array<{ className: string; pupils: TConductPupil[] }> {
  const groups = new Map<string, TConductPupil[]>();
  for (const pupil of pupils) groups.set(pupil.className, [...(groups.get(pupil.className) ?? []), pupil]);
  return [...groups].map(([className, inClass]) => ({ className, pupils: inClass }));
}

/** Accents and case aside, every word searched is in the pupil's name or class ('hugo 3b', 'Lea'). */
export function matchesSearch(pupil: TConductPupil, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const haystack = fold(`${fullName(pupil)} ${pupil.className}`);
  return words.every((word) => haystack.includes(word));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
