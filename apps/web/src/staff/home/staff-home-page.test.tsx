// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage, TMe } from '@carnet/contract';
import { loadMessages } from '../../lib/i18n/catalogs';
import { serverError, signInForTest, stubApi, testQueryClient } from '../../test/signed-in';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../staff-messages';
import { lessonFixture } from '../../test/roll-call-lessons';
import { StaffHomePage } from './staff-home-page';

const staff = (roles: TMe['roles'], firstName: string): TMe => ({
  id: 9,
  email: 'staff@example.com',
  firstName,
  lastName: 'Bernard',
  roles,
  familyInfo: { name: 'Bernard', children: [] },
  language: null,
});
const teacher = staff(['ROLE_TEACHER'], 'Paul');
const office = staff(['ROLE_ADMIN'], 'Nadia');

const lesson = (id: number, startHour: string, endHour: string, teachingGroup: string, takenAt: string | null) =>
  lessonFixture(id, startHour, endHour, { teachingGroup, takenAt });
const day = [
  lesson(11, '08:00', '09:00', '6A Mathematics', '2026-11-27T07:04:00.000Z'),
  lesson(12, '10:00', '11:00', '3B Mathematics', null),
  lesson(13, '14:00', '15:00', '5C Mathematics', null),
];

async function renderHome(user: TMe, lessons: () => Response, language: TLanguage = 'en') {
  signInForTest(user);
  const fetchMock = stubApi({ '/api/staff/roll-call/lessons': lessons, '/api/staff/mail/counts': () => Response.json({ failed: 0 }) });
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <StaffHomePage />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const askedFor = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.some(([url]) => new URL(String(url), 'http://localhost').pathname === path);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a teacher's home", () => {
  it("shows today's lessons with their registers, and the next one to take with the way to it, not the office's words", async () => {
    await renderHome(teacher, () => Response.json({ date: '2026-11-27', lessons: day }));
    const list = await screen.findByRole('list', { name: 'Your lessons today' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '8:00 AM – 9:00 AM6A MathematicsRoom B12Register taken',
      '10:00 AM – 11:00 AM3B MathematicsRoom B12Register not taken',
      '2:00 PM – 3:00 PM5C MathematicsRoom B12Register not taken',
    ]);
    expect(screen.getByText(/Next register to take:/).closest('p')?.textContent).toBe(
      'Next register to take: 3B Mathematics, 10:00 AM – 11:00 AM',
    );
    expect(screen.getByRole('link', { name: 'Take the register' }).getAttribute('href')).toBe('/staff/roll-call/12');
    expect(screen.getByText('Your lessons of the day and their registers, then what you write for your pupils.')).toBeTruthy();
    expect(screen.queryByText(/What families read comes from here/)).toBeNull();
  });

  it('says when every register is taken, and when there is no lesson', async () => {
    const taken = day.map((l) => ({ ...l, takenAt: '2026-11-27T07:04:00.000Z' }));
    await renderHome(teacher, () => Response.json({ date: '2026-11-27', lessons: taken }));
    expect(await screen.findByText('Every register of the day is taken.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Take the register' })).toBeNull();
    cleanup();
    await renderHome(teacher, () => Response.json({ date: '2026-11-27', lessons: [] }));
    expect(await screen.findByText('No lessons today.')).toBeTruthy();
  });

  it('says the lessons could not be loaded, with a way to try again', async () => {
    await renderHome(teacher, serverError);
    expect(await screen.findByText('The lessons could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });

  it('reads in French', async () => {
    await renderHome(teacher, () => Response.json({ date: '2026-11-27', lessons: day }), 'fr');
    expect(await screen.findByRole('list', { name: 'Vos cours du jour' })).toBeTruthy();
    expect(screen.getByText(/Prochain appel à faire/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Faire l’appel' })).toBeTruthy();
    expect(screen.getAllByText('Appel non fait')).toHaveLength(2);
  });
});

describe("the office's home", () => {
  it('keeps its own words and asks for no lessons', async () => {
    const fetchMock = await renderHome(office, () => Response.json({ date: '2026-11-27', lessons: day }));
    expect(await screen.findByText(/What families read comes from here/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your lessons today' })).toBeNull();
    expect(askedFor(fetchMock, '/api/staff/roll-call/lessons')).toBe(false);
  });
});
