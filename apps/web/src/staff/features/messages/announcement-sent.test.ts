import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../../test/render';
import '../../staff-messages';
import { announcementSentOutcome } from './announcement-sent';

describe('what the sender is told once an announcement is saved', () => {
  afterEach(() => speak('en'));

  it('says how many families, and when written in quiet hours, the day and time they receive it', async () => {
    await speak('en', ['staff']);
    expect(announcementSentOutcome({ id: 1, families: 1, deliverAt: '2026-11-27T08:00:00.000Z', isDeferred: false })).toBe(
      'Sent to 1 family.',
    );
    expect(announcementSentOutcome({ id: 1, families: 26, deliverAt: '2026-11-30T06:00:00.000Z', isDeferred: true })).toBe(
      'Sent to 26 families. It is quiet hours: it will arrive on Monday 30 November at 7:00 AM.',
    );
  });

  it('in French', async () => {
    await speak('fr', ['staff']);
    expect(i18n.locale).toBe('fr');
    expect(announcementSentOutcome({ id: 1, families: 26, deliverAt: '2026-11-30T06:00:00.000Z', isDeferred: true })).toBe(
      'Envoyée à 26 familles. Ce sont les heures calmes\u00a0: elle arrivera le lundi 30 novembre à 07:00.',
    );
  });
});
