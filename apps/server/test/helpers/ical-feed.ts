import ICAL from 'ical.js';

/** A feed parsed by a real iCalendar parser (ical.js), its zones registered so times resolve to instants. */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const events = vevents.map((vevent) => new ICAL.Event(vevent));
  return {
    calendar,
    vevents,
    events,
    uids: events.map((e) => e.uid),
    byUid: (uid: string) => events.filter((e) => e.uid === uid),
  };
}

/** The instants ('2026-12-01T15:00:00.000Z') of a recurring event's occurrences, EXDATEs left out, up to `until`. */
export function occurrences(event: ICAL.Event, until: Date): string[] {
  const iterator = event.iterator();
  const found: string[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const at = next.toJSDate();
    if (at > until) break;
    found.push(at.toISOString());
  }
  return found;
}

/** 'YYYY-MM-DD' of an all-day date. */
export const dayOf = (time: ICAL.Time) => time.toString().slice(0, 10);
