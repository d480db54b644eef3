// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLanguage, TRegistryItem } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { RegistryRow } from './registry-row';

const lesson: TRegistryItem = {
  id: 1,
  // 13:00 UTC on a March day: 14:00 on the school's clock (Europe/Paris).
  date: '2026-03-02T13:00:00.000Z',
  statut: 'late 10 min',
  excused: true,
  subject: { name: 'Mathematics', teachingGroup: '6A' },
  certificate: null,
  child: { id: 1 },
};
const wholeDay: TRegistryItem = { ...lesson, id: 2, statut: 'school event', excused: false, subject: null };

function renderRows(language: TLanguage) {
  return renderInLanguage(
    <ul>
      <RegistryRow entry={lesson} />
      <RegistryRow entry={wholeDay} />
    </ul>,
    language,
  );
}

describe('RegistryRow', () => {
  afterEach(cleanup);

  it("shows a lesson's date and start time on the school's clock, its status; a whole day without time", async () => {
    await renderRows('en');
    const [lessonRow, dayRow] = screen.getAllByRole('listitem');
    expect(lessonRow?.textContent).toBe('Mathematics02/03/202602 March 2026 · 2:00 PMLate 10 min · excused');
    expect(dayRow?.textContent).toBe('Whole day02/03/202602 March 2026School event');
  });

  it('speaks French: 24-hour time, month, statuses and the whole day', async () => {
    await renderRows('fr');
    const [lessonRow, dayRow] = screen.getAllByRole('listitem');
    expect(lessonRow?.textContent).toBe('Mathematics02/03/20262 mars 2026 · 14:00Retard de 10 min · justifié');
    expect(dayRow?.textContent).toBe('Toute la journée02/03/20262 mars 2026Événement scolaire');
  });
});
