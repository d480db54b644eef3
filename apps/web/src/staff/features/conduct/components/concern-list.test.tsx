// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLanguage, TStaffConcern } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import { testQueryClient } from '../../../../test/signed-in';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { ConcernList } from './concern-list';

const base = { childId: 2, pupil: 'Hugo Martin', date: '2026-11-24', comment: '', raisedBy: 'Paul Bernard', staffOnly: false };
const concerns: TStaffConcern[] = [
  { ...base, id: 3, type: 'Learning', reason: 'Struggling with fractions', acknowledged: true, acknowledgedAt: '2026-11-24T17:05:00.000Z' },
  { ...base, id: 2, type: 'Homework', reason: 'Homework missing', raisedBy: '', acknowledged: true, acknowledgedAt: null },
  { ...base, id: 1, type: 'Behaviour', reason: 'Talking in class', acknowledged: false, acknowledgedAt: null },
];

async function renderIn(language: TLanguage, hasPupil = true) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>
        <ConcernList concerns={concerns} label="Concerns" hasPupil={hasPupil} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

// Each card's words before its actions (Edit, Withdraw), which conduct-edits.test.tsx reads.
const cards = () => screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/Edit “.*$|Modifier «.*$/, ''));

afterEach(cleanup);

describe('ConcernList', () => {
  it("says when the family acknowledged each concern, on the school's clock, and who raised it", async () => {
    await renderIn('en');
    // 17:05 UTC is 18:05 in Europe/Paris.
    expect(cards()).toEqual([
      'Learning24 November 2026Struggling with fractionsRaised by Paul BernardAcknowledged by the family on 24 November 2026 at 6:05 PM',
      // A type from before the fixed list is shown as written; an old concern has no author nor time.
      'Homework24 November 2026Homework missingAcknowledged by the family',
      'Behaviour24 November 2026Talking in classRaised by Paul BernardNot acknowledged yet',
    ]);
  });

  it('reads in French, and names the pupil when the list mixes pupils', async () => {
    await renderIn('fr', false);
    expect(cards()[0]).toBe(
      'Apprentissages24 novembre 2026·Hugo MartinStruggling with fractionsSignalé par Paul BernardLu par la famille le 24 novembre 2026 à 18:05',
    );
  });
});
