import type { TEveningSchedule, TLanguage } from '@carnet/contract';
import { translate } from '../../i18n/translate';
import { makePdfPages } from '../../lib/pdf';

/** A teacher's evening on paper: one line a slot, the pupil, class and group, then each parent's name and mobile. */
export function schedulePdf(schedule: TEveningSchedule, language: TLanguage): Buffer {
  const title = translate('evenings.scheduleTitle', language, {
    name: schedule.evening.name,
    date: schedule.evening.date,
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
