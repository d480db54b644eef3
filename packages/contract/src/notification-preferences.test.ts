import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SUBJECTS } from './notifications';
import {
  channelsAllowedFor,
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  notificationKindOf,
  ZUpdateNotificationPreferencesRequest,
} from './notification-preferences';

describe('notification kinds', () => {
  it('map the subjects families think of as one thing; timetable and health records stay in the app', () => {
    expect(NOTIFICATION_SUBJECTS.map((s) => [s, notificationKindOf(s)])).toEqual([
      ['concern', 'concern'],
      ['registry', 'absence'],
      ['medical', null],
      ['allergy', null],
      ['syringe', null],
      ['blood type', null],
      ['report', 'report'],
      ['document', 'document'],
      ['invoice', 'document'],
      ['timetable', null],
      ['form', 'form'],
      ['meeting', 'meeting'],
      ['newsletter', 'newsletter'],
      ['reward', 'conduct'],
      ['commendation', 'conduct'],
      ['termsdate', 'newsletter'],
      ['message', 'message'],
      // An announcement is chosen with the messages (decision 105).
      ['announcement', 'message'],
      // Homework (decision 110): its own kind, the digest by default.
      ['homework', 'homework'],
      // Marks (decision 114): their own kind, one notice per child per release.
      ['marks', 'marks'],
    ]);
    expect(notificationKindOf('constructor')).toBeNull();
  });

  it('default to instant e-mail for absences, concerns, messages and marks, the digest for the rest; absences never in the app only', () => {
    expect(NOTIFICATION_KINDS.filter((k) => DEFAULT_NOTIFICATION_CHANNELS[k] === 'email')).toEqual([
      'absence',
      'concern',
      'message',
      'marks',
    ]);
    expect(channelsAllowedFor('absence')).toEqual(['email', 'digest', 'push']);
    expect(channelsAllowedFor('document')).toEqual(['email', 'digest', 'push', 'inApp']);
  });

  it('refuses a request naming a kind twice, none, or an unknown one', () => {
    const ok = (body: unknown) => ZUpdateNotificationPreferencesRequest.safeParse(body).success;
    expect(ok({ preferences: [{ kind: 'document', channel: 'email' }] })).toBe(true);
    expect(ok({ preferences: [] })).toBe(false);
    expect(
      ok({
        preferences: [
          { kind: 'document', channel: 'email' },
          { kind: 'document', channel: 'inApp' },
        ],
      }),
    ).toBe(false);
    expect(ok({ preferences: [{ kind: 'weather', channel: 'email' }] })).toBe(false);
  });
});
