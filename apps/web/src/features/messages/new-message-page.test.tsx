// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFamilyMessagingSettings, TMessageRecipients } from '@carnet/contract';
import { renderPageWith } from '../../test/page-states';
import { NewMessagePage } from './new-message-page';
import './messages-catalog';

const settings: TFamilyMessagingSettings = { replyDays: 2, quietStart: '19:00', quietEnd: '07:00', canStart: true, pauseReason: null };
const recipients: TMessageRecipients = {
  children: [
    { childId: 1, firstName: 'Léa', teachers: [{ id: 4, name: 'Sophie Leroy', groups: ['5A Français'] }] },
    { childId: 2, firstName: 'Hugo', teachers: [{ id: 3, name: 'Paul Bernard', groups: ['3B Maths'] }] },
  ],
};

describe('NewMessagePage', () => {
  it('offers the office and the chosen child’s teachers, says when the school answers, and checks before sending', async () => {
    const posted: unknown[] = [];
    await renderPageWith(
      <NewMessagePage />,
      {
        '/api/messages/settings': () => Response.json(settings),
        '/api/messages/recipients': () => Response.json(recipients),
        '/api/messages': (init) => {
          posted.push(JSON.parse(String(init?.body)));
          return Response.json({ conversationId: 9, messageId: 1, deliverAt: '2026-11-27T10:00:00Z', isDeferred: false });
        },
      },
      { parts: ['messages'] },
    );
    await screen.findByText('The school answers within 2 school days.');
    expect(screen.getByLabelText(/Sophie Leroy/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('About'), { target: { value: '2' } });
    expect(screen.queryByLabelText(/Sophie Leroy/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose who you write to.')).toBeTruthy();
    expect(screen.getByText('Give your message a subject.')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByLabelText(/Paul Bernard/));
    fireEvent.change(screen.getByLabelText('Subject of the message'), { target: { value: 'Homework' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hugo was ill yesterday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect
      .poll(() => posted)
      .toEqual([{ childId: 2, with: { kind: 'teacher', teacherId: 3 }, subject: 'Homework', body: 'Hugo was ill yesterday.', files: [] }]);
  });

  it('shows the office’s reason and no form while new conversations are paused, in French too', async () => {
    await renderPageWith(
      <NewMessagePage />,
      {
        '/api/messages/settings': () => Response.json({ ...settings, canStart: false, pauseReason: 'Fermeture exceptionnelle' }),
        '/api/messages/recipients': () => Response.json(recipients),
      },
      { parts: ['messages'], language: 'fr' },
    );
    await screen.findByText(/L’établissement a suspendu les nouvelles conversations\s: Fermeture exceptionnelle/);
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });
});
