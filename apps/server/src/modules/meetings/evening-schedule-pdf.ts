import type { TEveningSchedule, TLanguage } from '@carnet/contract';
import { translate } from '../../i18n/translate';
import { makePdfPages } from '../../lib/pdf';

/** The evening's day as a reader says it: 'Thursday 03 December 2026', 'jeudi 3 décembre 2026'. */
export function eveningDay(isoDate: string, language: TLanguage): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: language === 'fr' ? 'numeric' : '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  };
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', options).format(new Date(`${isoDate}T12:00:00Z`)).replace(',', '');
}

/** A teacher's evening on paper: one line a slot, the pupil, class and group, then each parent's name and mobile. */
export function schedulePdf(schedule: TEveningSchedule, language: TLanguage): Buffer {
  const title = translate('evenings.scheduleTitle', language, {
    name: schedule.evening.name,
    date: eveningDay(schedule.evening.date, language),
    teacher: schedule.teacher,
  });
  const lines = schedule.slots.flatMap((slot) => {
    if (!slot.booking) return [`${slot.time}  (${translate('evenings.free', language)})`];
    const booking = slot.booking;
    return [
      `${slot.time}  ${booking.pupil}, ${booking.className}, ${booking.teachingGroup}`,
      ...booking.parents.map((parent) => `        ${parent.name}${parent.mobile ? `, ${parent.mobile}` : ''}`),
    ];
  });
  return makePdfPages([{ title, lines }]);
}
