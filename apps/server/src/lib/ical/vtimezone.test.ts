import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { vtimezoneOf } from './vtimezone';

/** The offset ical.js reads from our VTIMEZONE at a wall-clock time, in minutes. */
function offsetAt(zone: string, local: string): number {
  const component = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${vtimezoneOf(zone, 2026, 2027)}\r\nEND:VCALENDAR`));
  const timezone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
  return timezone.utcOffset(ICAL.Time.fromDateTimeString(local)) / 60;
}

describe('vtimezoneOf', () => {
  it('gives Paris its real changes of 2026 and 2027, as ical.js reads them', () => {
    const text = vtimezoneOf('Europe/Paris', 2026, 2027);
    expect(text).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200');
    expect(text).toContain('BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100');
    expect(offsetAt('Europe/Paris', '2026-01-15T08:00:00')).toBe(60);
    expect(offsetAt('Europe/Paris', '2026-06-15T08:00:00')).toBe(120);
    expect(offsetAt('Europe/Paris', '2027-11-15T08:00:00')).toBe(60);
  });

  it('gives a zone without summer time one standard observance', () => {
    const text = vtimezoneOf('America/Martinique', 2026, 2027);
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(offsetAt('America/Martinique', '2026-07-01T08:00:00')).toBe(-240);
  });

  it('follows a southern zone whose summer spans the new year', () => {
    expect(offsetAt('Australia/Sydney', '2026-01-15T08:00:00')).toBe(660);
    expect(offsetAt('Australia/Sydney', '2026-07-15T08:00:00')).toBe(600);
  });
});
