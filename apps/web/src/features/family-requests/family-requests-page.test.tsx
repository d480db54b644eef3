// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFamilyRequest } from '@carnet/contract';
import { renderPageWith } from '../../test/page-states';
import { FamilyRequestsPage } from './family-requests-page';
import './requests-catalog';

const request = (overrides: Partial<TFamilyRequest>): TFamilyRequest => ({
  id: 1,
  kind: 'absence',
  childId: 2,
  firstName: 'Hugo',
  from: '2026-11-30',
  to: '2026-11-30',
  reason: 'ill',
  details: 'A fever',
  hasCertificate: false,
  state: 'reported',
  decisionNote: null,
  createdAt: '2026-11-30T07:00:00Z',
  decidedAt: null,
  ...overrides,
});

describe('FamilyRequestsPage', () => {
  it('lists each request with its days, reason and state, and the two ways to tell the school', async () => {
    const leave = request({
      id: 2,
      kind: 'leave',
      firstName: 'Léa',
      from: '2026-12-02',
      to: '2026-12-04',
      reason: 'family',
      state: 'refused',
      decisionNote: 'Exams that week',
    });
    await renderPageWith(
      <FamilyRequestsPage />,
      { '/api/family-requests': () => Response.json({ requests: [leave, request({})] }) },
      { parts: ['requests'] },
    );
    await screen.findByText('Leave for Léa');
    expect(screen.getByText('02 December 2026 – 04 December 2026')).toBeTruthy();
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(screen.getByText(/Exams that week/)).toBeTruthy();
    expect(screen.getByText('Absence of Hugo')).toBeTruthy();
    expect(screen.getByText('Reported')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report an absence' }).getAttribute('href')).toBe('/requests/absence');
    expect(screen.getByRole('link', { name: 'Ask for leave' }).getAttribute('href')).toBe('/requests/leave');
  });

  it('reads in French, granted leave with the school’s note', async () => {
    const leave = request({ kind: 'leave', state: 'granted', reason: 'medical', decisionNote: 'Très bien' });
    await renderPageWith(
      <FamilyRequestsPage />,
      { '/api/family-requests': () => Response.json({ requests: [leave] }) },
      { parts: ['requests'], language: 'fr' },
    );
    await screen.findByText('Autorisation d’absence pour Hugo');
    expect(screen.getByText('Accordée')).toBeTruthy();
    expect(screen.getByText('Rendez-vous médical')).toBeTruthy();
    expect(screen.getByText(/La note de l’école : Très bien/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Signaler une absence' })).toBeTruthy();
  });

  it('says so when there is nothing yet, and offers to retry a failed read', async () => {
    await renderPageWith(
      <FamilyRequestsPage />,
      { '/api/family-requests': () => Response.json({ requests: [] }) },
      { parts: ['requests'] },
    );
    await screen.findByText('You have not reported an absence nor asked for leave yet.');
    await renderPageWith(<FamilyRequestsPage />, {}, { parts: ['requests'] });
    await screen.findByText('Your requests could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
