/**
 * Wall-clock times on the school's clocks turned into instants and back: a lesson at 08:00 in Paris
 * is 07:00Z in winter and 06:00Z in summer. Instants are what the API stores and families' screens
 * read in the school's zone.
 */

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's clock at `at`, minus UTC, in minutes (Paris: 60 in winter, 120 in summer). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = clockFormatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/**
 * The instant (ISO, UTC) at which the zone's clocks read `date` `time` ('2026-03-02', '08:00'). A time
 * skipped by the spring change is read with the offset before it; a time seen twice in autumn, the first.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = offsetMinutes(new Date(wall), timeZone);
  const instant = wall - first * 60_000;
  const second = offsetMinutes(new Date(instant), timeZone);
  return new Date(second === first ? instant : wall - second * 60_000).toISOString();
}

/** The zone's clock time ('HH:MM') at an instant. */
export function zonedTimeOfDay(instant: string, timeZone: string): string {
  const parts = clockFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
