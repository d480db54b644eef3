import { describe, expect, it } from 'vitest';
import { familiesLeft, isAnnouncementHeld, REMIND_AGAIN_AFTER_MS, whyNoReminder } from './announcement-rules';

const sent = {
  createdAt: '2026-11-26T07:00:00.000Z',
  deliverAt: '2026-11-26T07:00:00.000Z',
  asksAcknowledgement: true,
  counts: { families: 28, read: 20, acknowledged: 12 },
  remindedAt: null,
};
const now = new Date('2026-11-26T12:00:00.000Z');

describe('when a sender may remind the families', () => {
  it('counts those not acknowledged, or not read when no acknowledgement was asked', () => {
    expect(familiesLeft(sent)).toBe(16);
    expect(familiesLeft({ ...sent, asksAcknowledgement: false })).toBe(8);
  });

  it('offers it while someone is left, it has arrived, and no reminder went within the hour', () => {
    expect(whyNoReminder(sent, now)).toBeNull();
    expect(whyNoReminder({ ...sent, counts: { families: 28, read: 28, acknowledged: 28 } }, now)).toBe('nobodyLeft');
    expect(whyNoReminder({ ...sent, asksAcknowledgement: false, counts: { families: 28, read: 28, acknowledged: 3 } }, now)).toBe(
      'nobodyLeft',
    );
    const justNow = new Date(now.getTime() - REMIND_AGAIN_AFTER_MS + 1000).toISOString();
    expect(whyNoReminder({ ...sent, remindedAt: justNow }, now)).toBe('justReminded');
    const anHourAgo = new Date(now.getTime() - REMIND_AGAIN_AFTER_MS).toISOString();
    expect(whyNoReminder({ ...sent, remindedAt: anHourAgo }, now)).toBeNull();
    const held = { ...sent, createdAt: '2026-11-26T20:00:00.000Z', deliverAt: '2026-11-27T06:00:00.000Z' };
    expect(whyNoReminder(held, new Date('2026-11-26T21:00:00.000Z'))).toBe('notArrived');
  });

  it('calls held only what the server held and has not delivered yet', () => {
    expect(isAnnouncementHeld(sent, now)).toBe(false);
    const held = { createdAt: '2026-11-26T20:00:00.000Z', deliverAt: '2026-11-27T06:00:00.000Z' };
    expect(isAnnouncementHeld(held, new Date('2026-11-26T21:00:00.000Z'))).toBe(true);
    expect(isAnnouncementHeld(held, new Date('2026-11-27T06:00:00.000Z'))).toBe(false);
  });
});
