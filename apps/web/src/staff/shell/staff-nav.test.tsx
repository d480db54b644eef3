// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeNadia, renderStaffPage, teacherPaul } from '../../test/staff-page';
import { StaffNav } from './staff-nav';

const render = (user = teacherPaul, unread = 3, language: 'en' | 'fr' = 'en') =>
  renderStaffPage(<StaffNav />, { user, language, routes: { '/api/staff/messages/unread': () => Response.json({ unread }) } });

describe('the staff menu’s messages', () => {
  it('shows the unread count beside Messages, said in full to screen readers; Messaging is the office’s', async () => {
    await render();
    const link = await screen.findByRole('link', { name: 'Messages 3 unread messages' });
    expect(link.getAttribute('href')).toBe('/staff/messages');
    expect(screen.queryByRole('link', { name: 'Messaging' })).toBeNull();
    await render(officeNadia, 0);
    expect(await screen.findByRole('link', { name: 'Messaging' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('offers Homework to teachers and the office, and the homework workload to the office only', async () => {
    await render();
    expect((await screen.findByRole('link', { name: 'Homework' })).getAttribute('href')).toBe('/staff/homework');
    expect(screen.queryByRole('link', { name: 'Homework workload' })).toBeNull();
    await render(officeNadia, 0);
    expect((await screen.findByRole('link', { name: 'Homework workload' })).getAttribute('href')).toBe('/staff/homework-workload');
  });

  it('offers Marks to teachers and the office alike', async () => {
    await render();
    expect((await screen.findByRole('link', { name: 'Marks' })).getAttribute('href')).toBe('/staff/marks');
    await render(officeNadia, 0, 'fr');
    expect((await screen.findByRole('link', { name: 'Notes' })).getAttribute('href')).toBe('/staff/marks');
  });

  it('offers the term reports to teachers and the office alike', async () => {
    await render();
    expect((await screen.findByRole('link', { name: 'Term reports' })).getAttribute('href')).toBe('/staff/term-reports');
    await render(officeNadia, 0, 'fr');
    expect((await screen.findByRole('link', { name: 'Bulletins trimestriels' })).getAttribute('href')).toBe('/staff/term-reports');
  });

  it('says it in French', async () => {
    await render(teacherPaul, 1, 'fr');
    expect(await screen.findByRole('link', { name: 'Messages 1 message non lu' })).toBeTruthy();
  });
});
