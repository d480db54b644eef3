import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';
import { loadMessages } from '../../../lib/i18n/catalogs';
import '../../staff-messages';
import { eveningState, eveningStateLabel } from './evening-state';

async function speak(language: TLanguage) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
}

const evening = { date: '2026-12-03', bookingFrom: '2026-11-20', bookingTo: '2026-12-01' };

describe("where a parents' evening stands", () => {
  it('says a past evening is over, whatever its booking window said', () => {
    expect(eveningState(evening, '2026-12-04')).toBe('past');
    expect(eveningState(evening, '2027-03-01')).toBe('past');
  });

  it('tells tonight, an open window, one to come and one closed before the evening', () => {
    expect(eveningState(evening, '2026-12-03')).toBe('today');
    expect(eveningState(evening, '2026-11-20')).toBe('bookingOpen');
    expect(eveningState(evening, '2026-12-01')).toBe('bookingOpen');
    expect(eveningState(evening, '2026-11-19')).toBe('bookingNotYetOpen');
    expect(eveningState(evening, '2026-12-02')).toBe('bookingClosed');
  });

  it('says it in English and French', async () => {
    await speak('en');
    expect(eveningStateLabel('past')).toBe('Held: this evening is over');
    await speak('fr');
    expect(eveningStateLabel('past')).toBe('Passée\u00a0: cette réunion a eu lieu');
    expect(eveningStateLabel('bookingOpen')).toBe('Réservations ouvertes');
  });
});
