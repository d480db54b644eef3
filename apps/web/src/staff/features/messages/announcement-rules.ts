import type { ANNOUNCEMENT_FAMILY_STATUSES, TStaffAnnouncementSummary } from '@carnet/contract';

/**
 * How long after a reminder the button waits before offering another: the server refuses a second one
 * within the hour (REMIND_INTERVAL_MS, decision 105), so the button says so rather than fail.
 */
export const REMIND_AGAIN_AFTER_MS = 60 * 60 * 1000;

type Remindable = Pick<TStaffAnnouncementSummary, 'asksAcknowledgement' | 'counts' | 'remindedAt' | 'createdAt' | 'deliverAt'>;

/** The families a reminder would reach: those not acknowledged, or not read when no acknowledgement was asked. */
export const familiesLeft = ({ asksAcknowledgement, counts }: Remindable) =>
  counts.families - (asksAcknowledgement ? counts.acknowledged : counts.read);

/** Why "Remind" is not offered now, or null when it is; the server refuses the same (409). */
export function whyNoReminder(announcement: Remindable, now: Date = new Date()): 'notArrived' | 'nobodyLeft' | 'justReminded' | null {
  // Held for quiet hours: nobody has seen it yet, so nobody is reminded yet.
  if (isAnnouncementHeld(announcement, now)) return 'notArrived';
  if (familiesLeft(announcement) <= 0) return 'nobodyLeft';
  const last = announcement.remindedAt ? new Date(announcement.remindedAt).getTime() : null;
  if (last !== null && now.getTime() - last < REMIND_AGAIN_AFTER_MS) return 'justReminded';
  return null;
}

/** Written in quiet hours and not delivered yet: the families see it at `deliverAt` (the server's word, not this clock's alone). */
export const isAnnouncementHeld = (a: Pick<TStaffAnnouncementSummary, 'createdAt' | 'deliverAt'>, now: Date = new Date()) =>
  new Date(a.deliverAt).getTime() > new Date(a.createdAt).getTime() && new Date(a.deliverAt).getTime() > now.getTime();

/** The families' filter on an announcement's page (the API's `?status=`). */
export type FamilyStatus = (typeof ANNOUNCEMENT_FAMILY_STATUSES)[number];
