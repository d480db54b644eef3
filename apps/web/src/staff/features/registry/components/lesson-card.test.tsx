// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLanguage, TRollCallLesson } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import '../../../staff-messages';
import { LessonCard } from './lesson-card';

const lesson: TRollCallLesson = {
  id: 12,
  date: '2026-11-27',
  startHour: '08:00',
  endHour: '09:00',
  subject: 'Mathematics',
  teachingGroup: '6A Mathematics',
  className: '6A',
  hallName: 'B12',
  teacher: 'Paul Bernard',
  pupilCount: 24,
  takenAt: null,
  absentCount: 0,
};

async function renderIn(language: TLanguage, taken: TRollCallLesson['takenAt'] = null) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <LessonCard lesson={{ ...lesson, takenAt: taken }} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("a lesson's way to its register", () => {
  afterEach(cleanup);

  it('names the lesson in English', async () => {
    await renderIn('en');
    expect(screen.getByRole('link').getAttribute('aria-label')).toMatch(/^Take the register: 6A Mathematics, /);
  });

  it('names it as a French sentence, a space before the colon', async () => {
    await renderIn('fr');
    expect(screen.getByRole('link').getAttribute('aria-label')).toMatch(/^Faire l’appel\u00a0: 6A Mathematics, /);
    cleanup();
    await renderIn('fr', '2026-11-27T07:05:00Z');
    expect(screen.getByRole('link').getAttribute('aria-label')).toMatch(/^Ouvrir l’appel\u00a0: 6A Mathematics, /);
  });
});
