// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLanguage, TMailRow } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { MailList } from './mail-list';

const base = {
  attempts: 1,
  lastError: null,
  problem: null,
  canRebuild: false,
  createdAt: '2026-11-24T08:00:00.000Z',
  doneAt: null,
  nextAttemptAt: null,
};
const items: TMailRow[] = [
  {
    ...base,
    id: 3,
    to: 'waiting@example.org',
    subject: 'Reset your Carnet password',
    status: 'pending',
    lastError: 'Message failed: 421 Try again later',
    nextAttemptAt: '2026-11-24T08:01:00.000Z',
  },
  {
    ...base,
    id: 2,
    to: 'refused@example.org',
    subject: 'Your Carnet account',
    status: 'failed',
    lastError: 'Message failed: 550 Mailbox unavailable',
    doneAt: '2026-11-24T08:00:05.000Z',
  },
  { ...base, id: 1, to: 'sent@example.org', subject: 'Your Carnet account', status: 'done', doneAt: '2026-11-24T08:00:02.000Z' },
];

async function renderIn(language: TLanguage, shown = items) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <MailList items={shown} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const rowsOfTable = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(cleanup);

describe('MailList', () => {
  it('shows each message with its state, what happened or happens next, and "Send again" on the failed one only', async () => {
    await renderIn('en');
    // The school's clock (Europe/Paris): 08:00 UTC is 09:00.
    expect(rowsOfTable()).toEqual([
      [
        'waiting@example.orgReset your Carnet password',
        'Waiting',
        '1',
        'Message failed: 421 Try again later',
        '24/11/2026 9:00 AM',
        'Next attempt 24/11/2026 9:01 AM',
        '',
      ],
      [
        'refused@example.orgYour Carnet account',
        'Failed',
        '1',
        'Message failed: 550 Mailbox unavailable',
        '24/11/2026 9:00 AM',
        'Given up 24/11/2026 9:00 AM',
        'Send again',
      ],
      ['sent@example.orgYour Carnet account', 'Sent', '1', '–', '24/11/2026 9:00 AM', 'Sent 24/11/2026 9:00 AM', ''],
    ]);
    // One button in the table and one on the phone's card, both naming the message they send.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Send again to refused@example.org',
      'Send again to refused@example.org',
    ]);
  });

  it('speaks French', async () => {
    await renderIn('fr');
    const [waiting, failed, sent] = rowsOfTable();
    expect(waiting?.slice(1, 2)).toEqual(['En attente']);
    expect(waiting?.[5]).toBe('Prochain essai le 24/11/2026 09:01');
    expect(failed?.[5]).toBe('Abandonné le 24/11/2026 09:00');
    expect(failed?.[6]).toBe('Renvoyer');
    expect(sent?.slice(1, 2)).toEqual(['Envoyé']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Destinataire et objet',
      'État',
      'Essais',
      'Dernière erreur',
      'Mis en file',
      'Issue',
      'Actions',
    ]);
  });
});

describe('MailList, a message that cannot be opened (decision 089)', () => {
  const keyMissing =
    'the message was sealed with the mail key "2026-09-a1b2c3", which this server does not hold (MAIL_KEYS or DATA_DIR/mail-keys)';
  const unreadable: TMailRow[] = [
    {
      ...base,
      id: 5,
      to: 'invited@example.org',
      subject: 'Your Carnet account',
      status: 'failed',
      lastError: keyMissing,
      problem: 'keyMissing',
      canRebuild: true,
      doneAt: '2026-11-24T08:00:05.000Z',
    },
    {
      ...base,
      id: 4,
      to: 'reset@example.org',
      subject: 'Reset your Carnet password',
      status: 'failed',
      lastError: 'the message is damaged: the mail key "2026-09-a1b2c3" does not open it',
      problem: 'damaged',
      doneAt: '2026-11-24T08:00:05.000Z',
    },
  ];
  it('says why and what "Send again" does; offers it only where the message can be written anew', async () => {
    await renderIn('en', unreadable);
    const [invitation, reset] = rowsOfTable();
    expect(invitation?.[3]).toBe(
      'This message cannot be opened: it was sealed with a mail key this server does not hold.' +
        '"Send again" writes it anew, with a fresh invitation link.' +
        keyMissing,
    );
    expect(invitation?.[6]).toBe('Send again');
    expect(reset?.[3]).toMatch(
      /^This message cannot be opened: it is damaged\.It cannot be written anew: the person can ask for a new link, and news stays in the app\./,
    );
    expect(reset?.[6]).toBe('');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Send again to invited@example.org',
      'Send again to invited@example.org',
    ]);
  });

  it('says it in French', async () => {
    await renderIn('fr', unreadable);
    // French typography puts a no-break space before ':' and inside « »: read here as plain spaces.
    const [invitation, reset] = rowsOfTable().map((row) => row.map((cell) => cell.replace(/[\u00a0\u202f]/g, ' ')));
    expect(invitation?.[3]).toMatch(
      /^Ce message ne peut pas être ouvert : il a été scellé avec une clé de courrier que ce serveur ne détient pas\./,
    );
    expect(invitation?.[3]).toContain('« Renvoyer » le réécrit, avec un nouveau lien d’invitation.');
    expect(reset?.[3]).toMatch(/^Ce message ne peut pas être ouvert : il est endommagé\./);
    expect(reset?.[3]).toContain(
      'Il ne peut pas être réécrit : la personne peut demander un nouveau lien, et les nouvelles restent dans l’application.',
    );
  });
});
