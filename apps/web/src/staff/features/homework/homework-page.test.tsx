// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../../test/signed-in';
import { askedPaths, officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { mathsGroup } from '../../../test/staff-homework-fixtures';
import { HomeworkPage } from './homework-page';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const render = (routes: Routes, { user = teacherPaul, language = 'en' as 'en' | 'fr', at = '/staff/homework' } = {}) =>
  renderStaffPage(<HomeworkPage />, { user, language, routes, path: '/staff/homework', at });
const groups = (list: unknown[]) => () => Response.json({ groups: list });

describe('the homework groups', () => {
  it("lists the teacher's groups, each opening its cahier", async () => {
    await render({ '/api/staff/homework/groups': groups([mathsGroup]) });
    const link = await screen.findByRole('link', { name: /Mathematics · 3B Maths/ });
    expect(link.getAttribute('href')).toBe('/staff/homework/7');
    expect(screen.getByText('3B, Paul Bernard, 28 pupils')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Archived groups' })).toBeNull();
  });

  it('finds a group among many by a few letters', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      ...mathsGroup,
      id: index + 1,
      teachingGroup: `${index + 3}A Maths`,
      className: `${index + 3}A`,
    }));
    await render({ '/api/staff/homework/groups': groups([...many, { ...mathsGroup, id: 20, subject: 'History' }]) }, { user: officeNadia });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a group (subject, class or teacher)' }), {
      target: { value: 'hist' },
    });
    expect(screen.getAllByRole('link', { name: /·/ })).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText('No group matches this search.')).toBeTruthy();
  });

  it('offers the office the archived groups, asked with ?archived=true', async () => {
    const fetchMock = await render(
      { '/api/staff/homework/groups': groups([]) },
      { user: officeNadia, at: '/staff/homework?archived=true' },
    );
    expect(await screen.findByText('No archived teaching group.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Homework: archived groups');
    expect(screen.getByRole('link', { name: 'Current groups' })).toBeTruthy();
    await waitFor(() => expect(askedPaths(fetchMock)).toContain('/api/staff/homework/groups?archived=true'));
  });

  it('says when there is no group, when the list cannot be loaded, and reads in French', async () => {
    await render({ '/api/staff/homework/groups': groups([]) });
    expect(await screen.findByText('You teach no group yet.')).toBeTruthy();
    await render({ '/api/staff/homework/groups': serverError });
    expect(await screen.findByText('The teaching groups could not be loaded.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    await render({ '/api/staff/homework/groups': groups([mathsGroup]) }, { language: 'fr' });
    expect(await screen.findByText('3B, Paul Bernard, 28 élèves')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Devoirs');
  });
});
