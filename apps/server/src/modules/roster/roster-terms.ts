import type { Problems } from './roster-problems';
import type { Desired } from './roster-model';
import type { SourceSet } from './roster-source';

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** Terms: the sessions of type 'term' (or 'semester' for a year without terms), in their school year. */
export function addTerms(set: SourceSet, desired: Desired, problems: Problems) {
  const sessions = [...set.academicSessions.values()];
  const yearsWithTerms = new Set(sessions.filter((s) => s.cells.type === 'term').map((s) => s.cells.schoolYear));
  const terms = sessions.filter((s) => s.cells.type === 'term' || (s.cells.type === 'semester' && !yearsWithTerms.has(s.cells.schoolYear)));
  for (const session of terms) {
    const at = (column: string) => ({ file: 'academicSessions.csv', line: session.line, column });
    const year = Number(session.cells.schoolYear);
    const [start, end] = [session.cells.startDate ?? '', session.cells.endDate ?? ''];
    if (!/^\d{4}$/.test(session.cells.schoolYear ?? '')) {
      problems.add({ ...at('schoolYear'), key: 'roster.badSchoolYear', params: { value: session.cells.schoolYear ?? '' } });
      continue;
    }
    if (end < start) problems.add({ ...at('endDate'), key: 'roster.endBeforeStart' });
    const schoolYear = `${year - 1}-${year}`;
    // Carnet's rule for terms: inside the school year, August of the year before allowed for an early start.
    if (start < `${year - 1}-08-01` || end > `${year}-08-31`) {
      problems.add({ ...at('startDate'), key: 'roster.termOutsideYear', params: { schoolYear } });
    }
    desired.term.set(session.sourcedId, { schoolYear, name: clip(session.cells.title ?? '', 60), start, end });
  }
  const named = new Map<string, number | null>();
  for (const [key, term] of desired.term) {
    const name = `${term.schoolYear}/${(term.name ?? '').toLowerCase()}`;
    const line = set.academicSessions.get(key)?.line ?? null;
    const first = named.get(name);
    if (first !== undefined) {
      problems.add({
        file: 'academicSessions.csv',
        line,
        column: 'title',
        key: 'roster.termNameTwice',
        params: { name: term.name ?? '', line: first ?? '-' },
      });
    } else named.set(name, line);
  }
  const sorted = [...desired.term.entries()].sort((a, b) => (a[1].start ?? '').localeCompare(b[1].start ?? ''));
  for (let i = 1; i < sorted.length; i += 1) {
    const [prevKey, prev] = sorted[i - 1]!;
    const [key, term] = sorted[i]!;
    if ((term.start ?? '') <= (prev.end ?? '')) {
      const line = set.academicSessions.get(key)?.line ?? null;
      problems.add({
        file: 'academicSessions.csv',
        line,
        column: 'startDate',
        key: 'roster.termOverlaps',
        params: { name: `${prev.name} (${set.academicSessions.get(prevKey)?.sourcedId ?? ''})`, schoolYear: prev.schoolYear ?? '' },
      });
    }
  }
}
