/**
 * A VTIMEZONE for an IANA zone, read from the tz data that Node's Intl carries, so no time-zone
 * package is needed (decision 074). Each change of offset in the years asked for becomes one
 * STANDARD or DAYLIGHT observance with its exact DTSTART: explicit, and valid for any zone, including
 * one that changes its rules (RFC 5545 3.6.5 allows observances without RRULE).
 */

const DAY_MS = 86_400_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's clock minus UTC at `ms`, in minutes, and the zone's short name then ('CET', 'CEST'). */
function clockAt(timeZone: string, ms: number): { offset: number; name: string } {
  const parts = formatterOf(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  return { offset: Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000), name };
}

/** The first minute at which the offset differs from the one at `from` (a change lies between `from` and `to`). */
function changeBetween(timeZone: string, from: number, to: number): number {
  const before = clockAt(timeZone, from).offset;
  let [low, high] = [from, to];
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (clockAt(timeZone, middle).offset === before) low = middle;
    else high = middle;
  }
  return high;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const utcOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** iCalendar local date-time ('20261025T030000') of the instant `ms` on a clock `offset` minutes from UTC. */
function localStamp(ms: number, offset: number): string {
  const d = new Date(ms + offset * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

type Observance = { at: number; from: number; to: number; name: string };

const cache = new Map<string, string>();

/**
 * The VTIMEZONE text of `timeZone` covering the years `fromYear` to `toYear` (inclusive): one
 * observance for the offset in force on 1 January of `fromYear`, then one per change.
 */
export function vtimezoneOf(timeZone: string, fromYear: number, toYear: number): string {
  const key = `${timeZone}|${fromYear}|${toYear}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const first = clockAt(timeZone, start);
  const observances: Observance[] = [{ at: start, from: first.offset, to: first.offset, name: first.name }];
  let previous = first.offset;
  for (let day = start + DAY_MS; day <= end; day += DAY_MS) {
    const { offset } = clockAt(timeZone, day);
    if (offset === previous) continue;
    const at = changeBetween(timeZone, day - DAY_MS, day);
    observances.push({ at, from: previous, to: offset, name: clockAt(timeZone, at).name });
    previous = offset;
  }
  // Summer time is the larger of the offsets; a zone without changes has only standard time.
  const standard = Math.min(...observances.map((o) => o.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`];
  for (const o of observances) {
    const kind = o.to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(o.at, o.from)}`,
      `TZOFFSETFROM:${utcOffset(o.from)}`,
      `TZOFFSETTO:${utcOffset(o.to)}`,
      ...(o.name ? [`TZNAME:${o.name}`] : []),
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  const text = lines.join('\r\n');
  cache.set(key, text);
  return text;
}
