// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@carnet/contract';
import { schoolToday } from '../../lib/dates';
import { renderPageWith } from '../../test/page-states';
import { AskLeavePage } from './ask-leave-page';
import { ReportAbsencePage } from './report-absence-page';
import './requests-catalog';

describe('Report an absence and Ask for leave', () => {
  it('says what is missing before sending, then sends the report for the child chosen from the registry tab', async () => {
    const sent: unknown[] = [];
    await renderPageWith(
      <ReportAbsencePage />,
      {
        '/api/family-requests/absences': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return Response.json({}, { status: 200 });
        },
      },
      { parts: ['requests'], initialEntries: ['/requests/absence?child=2'] },
    );
    await screen.findByRole('heading', { level: 1, name: 'Report an absence' });
    expect((screen.getByLabelText('Child') as HTMLSelectElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    await screen.findByText('Choose a reason.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: addDays(schoolToday(), -1) } });
    await screen.findByText('An absence can be reported from today on.');
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: schoolToday() } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ill' }));
    fireEvent.change(screen.getByLabelText('Details for the school (optional)'), { target: { value: ' A fever ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ childId: 2, from: schoolToday(), to: schoolToday(), reason: 'ill', details: 'A fever' });
  });

  it('asks leave ahead, in French: today is refused before anything is sent', async () => {
    await renderPageWith(<AskLeavePage />, {}, { parts: ['requests'], language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Demander une autorisation d’absence' });
    expect((screen.getByLabelText('Du') as HTMLInputElement).value).toBe(addDays(schoolToday(), 1));
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: schoolToday() } });
    fireEvent.click(screen.getByRole('button', { name: 'Demander une autorisation d’absence' }));
    await screen.findByText('Une autorisation se demande à l’avance : choisissez un jour à partir de demain.');
    expect(screen.getByText('Choisissez un motif.')).toBeTruthy();
    expect(screen.queryByLabelText('Justificatif (facultatif)')).toBeNull();
  });
});
