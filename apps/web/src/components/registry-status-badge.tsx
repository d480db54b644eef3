import { t } from '@lingui/core/macro';
import { cn } from '../lib/cn';

/** Colour by kind of entry: absences stand out, presence stays quiet. */
function toneOf(statut: string): string {
  const value = statut.toLowerCase();
  if (value === 'absent') return 'bg-rose-50 text-rose-700 ring-rose-600/15';
  if (value === 'present') return 'bg-emerald-50 text-emerald-700 ring-emerald-600/15';
  if (value === 'school event') return 'bg-sky-50 text-sky-700 ring-sky-600/15';
  if (value.startsWith('late') || value.startsWith('arrives')) return 'bg-amber-50 text-amber-800 ring-amber-600/20';
  return 'bg-violet-50 text-violet-700 ring-violet-600/15';
}

/**
 * The status as a family reads it, in the page's language: the statuses the school's system writes
 * ('ABSENT', 'present', 'late 10 min', 'school event', 'early departure') are known; any other is
 * shown as the school wrote it, with a capital ('ABSENT' reads 'Absent').
 */
export function registryStatusLabel(statut: string): string {
  const value = statut.trim().toLowerCase();
  if (value === 'absent') return t`Absent`;
  if (value === 'present') return t`Present`;
  if (value === 'school event') return t`School event`;
  if (value === 'early departure') return t`Early departure`;
  const minutesLate = /^late (\d+) min$/.exec(value)?.[1];
  if (minutesLate) return t`Late ${minutesLate} min`;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'excused', agreeing in French with the status it follows (une absence justifiée, un retard justifié). */
function excusedLabel(statut: string): string {
  return statut.trim().toLowerCase() === 'absent' ? t({ context: 'absence', message: 'excused' }) : t`excused`;
}

/** The status of a registry entry as a coloured badge, shared by the pages that list the registry. */
export function RegistryStatusBadge({ statut, isExcused }: { statut: string; isExcused: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        toneOf(statut),
      )}
    >
      {registryStatusLabel(statut)}
      {isExcused ? ` · ${excusedLabel(statut)}` : ''}
    </span>
  );
}
