import type { TReportsPreview } from '@carnet/contract';
import { type WildcardPattern, matchesWildcards } from './wildcard-pattern';

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

/**
 * The pattern with one pupil's names put in, as literal pieces around each '*' (a '*' in a name is
 * a letter like any other).
 */
function patternFor(pattern: string, pupil: MatchablePupil): WildcardPattern {
  const names = new Map([
    ['{lastname}', foldForMatching(pupil.lastName)],
    ['{firstname}', foldForMatching(pupil.firstName)],
  ]);
  const pieces = [''];
  for (const part of foldForMatching(pattern).split(/(\{lastname\}|\{firstname\}|\*)/)) {
    if (part === '*') pieces.push('');
    else pieces[pieces.length - 1] += names.get(part) ?? part;
  }
  return pieces;
}

/**
 * Which file is whose, before anything is published: each file matched by exactly one pupil is a
 * match, a file no pupil matches is unmatched, a file several pupils match (two pupils of the same
 * name) is ambiguous, and a pupil two files match is a duplicate; only plain matches are published.
 */
export function matchReportFiles(pattern: string, fileNames: readonly string[], pupils: readonly MatchablePupil[]): TReportsPreview {
  const patterns = pupils.map((pupil) => ({ pupil, pieces: patternFor(pattern, pupil) }));
  const ref = (p: MatchablePupil) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`, className: p.className });
  const preview: TReportsPreview = { matches: [], unmatched: [], ambiguous: [], duplicates: [] };
  const filesByPupil = new Map<number, { pupil: MatchablePupil; fileNames: string[] }>();
  for (const fileName of fileNames) {
    const folded = foldForMatching(fileName.split(/[\\/]/).pop() ?? fileName);
    const found = patterns.filter(({ pieces }) => matchesWildcards(pieces, folded)).map(({ pupil }) => pupil);
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
