// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDueNext } from '@carnet/contract';
import { homeworkItem } from '../../../test/homework-fixtures';
import { expectTexts, renderPageWith } from '../../../test/page-states';
import { serverError } from '../../../test/signed-in';
import { DueTomorrowBlock } from './due-tomorrow-block';

const DUE_NEXT = '/api/homework/due-next';
const dueNext: TDueNext = {
  date: '2026-11-26',
  children: [
    { childId: 1, firstName: 'Léa', items: [] },
    {
      childId: 2,
      firstName: 'Hugo',
      items: [homeworkItem(), homeworkItem({ id: 6, kind: 'test', subject: 'History', minutes: 0 })],
    },
  ],
};

describe('DueTomorrowBlock', () => {
  it('lists every child’s homework due on the next school day, each child linking to their Homework page', async () => {
    await renderPageWith(<DueTomorrowBlock />, { [DUE_NEXT]: () => Response.json(dueNext) });
    const block = await screen.findByRole('region', { name: 'Due tomorrow' });
    await within(block).findByText('Thursday 26 November');
    const hugo = within(block).getByRole('heading', { name: 'Hugo' }).closest('li');
    expect(hugo?.textContent).toContain('Maths30 min');
    expect(hugo?.textContent).toContain('History· Test');
    expect(within(block).getByRole('link', { name: 'Hugo’s homework' }).getAttribute('href')).toBe('/homework?children=2');
    expect(within(block).getByRole('heading', { name: 'Léa' }).closest('li')?.textContent).toContain('Nothing due.');
  });

  it('says when nothing is due, in French', async () => {
    const nothing = { ...dueNext, children: dueNext.children.map((child) => ({ ...child, items: [] })) };
    await renderPageWith(<DueTomorrowBlock />, { [DUE_NEXT]: () => Response.json(nothing) }, { language: 'fr' });
    await expectTexts(['Pour demain', 'Rien à faire pour jeudi 26 novembre.']);
  });

  it('offers to retry when it cannot be read', async () => {
    await renderPageWith(<DueTomorrowBlock />, { [DUE_NEXT]: serverError });
    await expectTexts(['Error loading data...']);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
