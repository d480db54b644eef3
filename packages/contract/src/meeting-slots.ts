import { minutesOfDay, timeOfDay } from './time';

/**
 * A slot starts every durationInMinutes from startTime, up to but excluding endTime.
 * A last slot that would run past endTime is still offered when it starts before endTime.
 */
export function meetingSlots(startTime: string, endTime: string, durationInMinutes: number): string[] {
  if (!Number.isInteger(durationInMinutes) || durationInMinutes <= 0) return [];
  const slots: string[] = [];
  const end = minutesOfDay(endTime);
  for (let start = minutesOfDay(startTime); start < end; start += durationInMinutes) {
    slots.push(timeOfDay(start));
  }
  return slots;
}

export function isMeetingSlot(time: string, startTime: string, endTime: string, durationInMinutes: number): boolean {
  return meetingSlots(startTime, endTime, durationInMinutes).includes(time);
}
