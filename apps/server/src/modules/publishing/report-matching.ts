import type { TReportsPreview } from '@carnet/contract';

export type MatchablePupil = { id: number; firstName: string; lastName: string; className: string };

/** Accents, case and the kind of separator do not count: 'DURAND-Élodie.PDF' is 'durand elodie.pdf'. */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern with one pupil's names put in, as an anchored expression: '*' stands for anything. */
function patternFor(pattern: string, pupil: MatchablePupil): RegExp {
  const parts = foldForMatching(pattern)
    .split(/(\{lastname\}|\{firstname\}|\*)/)
    .map((part) => {
      if (part === '{lastname}') return escapeRegExp(foldForMatching(pupil.lastName));
      if (part === '{firstname}') return escapeRegExp(foldForMatching(pupil.firstName));
      if (part === '*') return '.*';
      return escapeRegExp(part);
    });
  return new RegExp(`^${parts.join('')}$`);
}

/**
 * Which file is whose, before anything is published: each file matched by exactly one pupil is a
 * match, a file no pupil matches is unmatched, a file several pupils match (two pupils of the same
 * name) is ambiguous, and a pupil two files match is a duplicate; only plain matches are published.
 */
export function matchReportFiles(pattern: string, fileNames: readonly string[], pupils: readonly MatchablePupil[]): TReportsPreview {
  const expressions = pupils.map((pupil) => ({ pupil, expression: patternFor(pattern, pupil) }));
  const ref = (p: MatchablePupil) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`, className: p.className });
  const preview: TReportsPreview = { matches: [], unmatched: [], ambiguous: [], duplicates: [] };
  const filesByPupil = new Map<number, { pupil: MatchablePupil; fileNames: string[] }>();
  for (const fileName of fileNames) {
    const folded = foldForMatching(fileName.split(/[\\/]/).pop() ?? fileName);
    const found = expressions.filter(({ expression }) => expression.test(folded)).map(({ pupil }) => pupil);
    if (found.length === 0) preview.unmatched.push(fileName);
    else if (found.length > 1) preview.ambiguous.push({ fileName, pupils: found.map(ref) });
    else {
      const pupil = found[0]!;
      const entry = filesByPupil.get(pupil.id) ?? { pupil, fileNames: [] };
      entry.fileNames.push(fileName);
      filesByPupil.set(pupil.id, entry);
    }
  }
  for (const { pupil, fileNames: names } of filesByPupil.values()) {
    if (names.length === 1) preview.matches.push({ fileName: names[0]!, pupil: ref(pupil) });
    else preview.duplicates.push({ pupil: ref(pupil), fileNames: names });
  }
  return preview;
}
