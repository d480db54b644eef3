// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectTexts, renderPageWith } from '../../test/page-states';
import { serverError } from '../../test/signed-in';
import { leaStudent } from '../../test/homework-fixtures';
import { childMarks, markAssessment, subjectMarks } from '../../test/marks-fixtures';
import { MarksPage } from './marks-page';
import './marks-catalog';

const LEA = '/api/marks/1';
const parts = ['marks'] as const;

/** The addresses read, query included. */
const reads = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

const maths = subjectMarks({
  assessments: [
    markAssessment({ comment: 'Good work; check the signs.' }),
    markAssessment({
      id: 11,
      title: 'Quiz',
      date: '2026-11-09',
      outOf: 10,
      coefficient: 0.5,
      value: 8,
      classFigures: { average: 6.5, lowest: 2, highest: 10 },
    }),
    markAssessment({
      id: 12,
      title: 'Geometry',
      date: '2026-11-20',
      value: null,
      code: 'absent',
      classFigures: { average: 9.5, lowest: 3, highest: 16 },
    }),
  ],
});
const french = subjectMarks({
  groupId: 4,
  subject: 'French',
  color: '#ef4444',
  teacherName: 'Anne Leroy',
  average: 13.09,
  classFigures: { average: 12, lowest: 8, highest: 15.5 },
  assessments: [
    markAssessment({
      id: 20,
      title: 'Reading aloud',
      date: '2026-10-12',
      kind: 'competencies',
      outOf: null,
      coefficient: 1,
      value: null,
      classFigures: null,
      competencies: [
        { competencyId: 1, domain: 'D1.1', label: 'Read a text aloud fluently', level: 4 },
        { competencyId: 2, domain: 'D1.1', label: 'Explain one’s reasoning', level: 2 },
        { competencyId: 3, domain: 'D2', label: 'Plan one’s work', level: null },
      ],
    }),
    markAssessment({ id: 21, title: 'Dictation', date: '2026-11-02', value: null, code: 'exempt' }),
    markAssessment({ id: 22, title: 'Essay', date: '2026-11-16', value: null, code: 'notMarked' }),
  ],
});
const term = childMarks({
  subjects: [maths, french],
  overallAverage: 13.42,
  domains: [
    { domain: 'D1.1', counts: [0, 1, 0, 1], level: 2 },
    { domain: 'D2', counts: [0, 0, 0, 0], level: null },
  ],
});

const article = (name: string) => screen.getByRole('article', { name });

describe('MarksPage', () => {
  it('shows each subject in a card: the teacher, the child’s and the class’s figures, each assessment', async () => {
    await renderPageWith(<MarksPage />, { [LEA]: () => Response.json(term) }, { parts });
    const card = await screen.findByRole('region', { name: 'Maths' });
    await expectTexts(['13.42/20']);
    expect(within(card).getByText('Paul Bernard')).toBeTruthy();
    const figures = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['13.75/20', '11.4/20', '6.5/20', '17.25/20']);
    const test = article('Fractions test');
    expect(within(test).getByText('14.5/20')).toBeTruthy();
    expect(within(test).getByText(/05 October 2026 · coefficient 2$/)).toBeTruthy();
    expect(within(test).getByText('Class average 12.25/20 · lowest 4, highest 19')).toBeTruthy();
    expect(within(test).getByText('Good work; check the signs.')).toBeTruthy();
    expect(within(article('Quiz')).getByText('8/10')).toBeTruthy();
    expect(within(article('Quiz')).getByText(/coefficient 0.5$/)).toBeTruthy();
    // Newest first.
    expect(
      within(card)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Geometry', 'Quiz', 'Fractions test']);
  });

  it('says a subject has no mark yet in one sentence, not four empty figures', async () => {
    const history = subjectMarks({
      groupId: 9,
      subject: 'History',
      average: null,
      classFigures: { average: null, lowest: null, highest: null },
      assessments: [],
    });
    await renderPageWith(<MarksPage />, { [LEA]: () => Response.json({ ...term, subjects: [maths, history] }) }, { parts });
    const card = await screen.findByRole('region', { name: 'History' });
    expect(within(card).getByText('No marks yet in this subject.')).toBeTruthy();
    expect(within(card).queryAllByRole('definition')).toHaveLength(0);
  });

  it('says a code in words where the mark would be, never a number', async () => {
    await renderPageWith(<MarksPage />, { [LEA]: () => Response.json(term) }, { parts });
    await screen.findByRole('region', { name: 'Maths' });
    expect(within(article('Geometry')).getByText('Absent')).toBeTruthy();
    expect(within(article('Dictation')).getByText('Exempt')).toBeTruthy();
    expect(within(article('Essay')).getByText('Not marked')).toBeTruthy();
    // Where the mark stands, the words alone: no number, no '/20'.
    expect(within(article('Geometry')).getByText('Absent').textContent).toBe('Mark Absent');
    expect(within(article('Essay')).getByText('Not marked').textContent).toBe('Mark Not marked');
  });

  it('draws the marks over the term beside the class average, and gives screen readers the same numbers out of 20', async () => {
    await renderPageWith(<MarksPage />, { [LEA]: () => Response.json(term) }, { parts });
    const card = await screen.findByRole('region', { name: 'Maths' });
    const name = 'Maths: marks over the term beside the class average, out of 20';
    const chart = within(card).getByRole('img', { name });
    // Two marks drawn (the absence is not a point), three class averages.
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const table = within(card).getByRole('table', { name });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Fractions test', '05 October 2026', '14.5', '12.25'],
      // 8/10 and 6.5/10 brought to 20.
      ['Quiz', '09 November 2026', '16', '13'],
      ['Geometry', '20 November 2026', 'Absent', '9.5'],
    ]);
  });

  it('gives competencies as named levels, never as a mark, and sums the common core up by level', async () => {
    await renderPageWith(<MarksPage />, { [LEA]: () => Response.json(term) }, { parts });
    await screen.findByRole('region', { name: 'French' });
    const reading = article('Reading aloud');
    expect(within(reading).getByText('Read a text aloud fluently').parentElement?.textContent).toBe(
      'Read a text aloud fluentlyVery good mastery',
    );
    expect(within(reading).getByText('Explain one’s reasoning').parentElement?.textContent).toBe('Explain one’s reasoningFragile mastery');
    expect(within(reading).getByText('Not assessed')).toBeTruthy();
    expect(reading.textContent).not.toMatch(/\/\d|\d\/|Mark/);
    // Competencies have no chart: the French chart holds only the marked assessments.
    const frenchChart = within(screen.getByRole('region', { name: 'French' })).getByRole('table');
    expect(within(frenchChart).queryByText('Reading aloud')).toBeNull();
    const core = screen.getByRole('region', { name: 'Common core' });
    const domains = within(core).getAllByRole('listitem');
    expect(domains).toHaveLength(1);
    expect(within(domains[0]!).getByRole('heading').textContent).toBe(
      'D1.1 · Understanding and expressing oneself in French, spoken and written',
    );
    expect(within(domains[0]!).getByText('Median level').textContent).toBe('Median levelFragile mastery');
    const counts = within(domains[0]!)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(counts).toEqual(['Insufficient mastery 0', 'Fragile mastery 1', 'Satisfactory mastery 0', 'Very good mastery 1']);
    expect(core.textContent).not.toMatch(/\/20/);
  });

  it('shows the term in the address, and asks for another term when chosen', async () => {
    await renderPageWith(
      <MarksPage />,
      { [LEA]: () => Response.json(term), '/api/marks/2': () => Response.json(childMarks({ childId: 2 })) },
      { parts, initialEntries: ['/marks?children=2&termId=1'] },
    );
    await expectTexts(['No marks yet this term.']);
    expect(screen.getByRole('radio', { name: 'Hugo' })).toHaveProperty('checked', true);
    expect(reads()).toContain('/api/marks/2?termId=1');
    const select = screen.getByRole('combobox', { name: 'Term' });
    expect(select).toHaveProperty('value', '1');
    fireEvent.change(select, { target: { value: '2' } });
    await vi.waitFor(() => expect(reads()).toContain('/api/marks/2?termId=2'));
    // The term chosen stays when the child changes.
    fireEvent.click(screen.getByRole('radio', { name: 'Léa' }));
    await vi.waitFor(() => expect(reads()).toContain('/api/marks/1?termId=2'));
  });

  it('asks for the server’s term when none is chosen, and shows a student their own marks', async () => {
    await renderPageWith(<MarksPage />, { [LEA]: () => Response.json(term) }, { parts, user: leaStudent });
    await screen.findByRole('region', { name: 'Maths' });
    expect(reads()).toContain('/api/marks/1');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows a placeholder while loading', async () => {
    await renderPageWith(<MarksPage />, { [LEA]: () => new Promise<Response>(() => {}) }, { parts });
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect(screen.queryByText('No marks yet this term.')).toBeNull();
  });

  it('offers to retry when the marks cannot be read, and shows them once they come', async () => {
    let isDown = true;
    await renderPageWith(<MarksPage />, { [LEA]: () => (isDown ? serverError() : Response.json(term)) }, { parts });
    await expectTexts(['The marks could not be loaded.']);
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Maths' });
  });

  it('speaks French: decimal commas, codes and levels in words', async () => {
    await renderPageWith(<MarksPage />, { [LEA]: () => Response.json(term) }, { parts, language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Notes' });
    await expectTexts(['Moyenne générale', '13,42/20', '14,5/20']);
    expect(within(article('Fractions test')).getByText('Moyenne de la classe 12,25/20 · la plus basse 4, la plus haute 19')).toBeTruthy();
    expect(within(article('Geometry')).getByText('Absent').textContent).toBe('Note Absent');
    expect(within(article('Dictation')).getByText('Dispensé')).toBeTruthy();
    expect(within(article('Essay')).getByText('Non noté')).toBeTruthy();
    expect(within(article('Reading aloud')).getByText('Très bonne maîtrise')).toBeTruthy();
    await expectTexts(['Socle commun', 'Trimestre']);
    expect(within(article('Quiz')).getByText(/coefficient 0,5$/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Maths\u00a0: notes du trimestre à côté de la moyenne de la classe, sur 20' })).toBeTruthy();
    expect(screen.getAllByText('Maîtrise fragile').length).toBeGreaterThan(0);
  });
});
