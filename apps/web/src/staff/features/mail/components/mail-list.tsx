import { Trans, useLingui } from '@lingui/react/macro';
import type { TMailRow } from '@carnet/contract';
import { formatInstantTime, formatShortDate } from '../../../../lib/dates';
import { canSendAgain, LastError } from './mail-problem';
import { MailStatusBadge } from './mail-status';
import { ResendButton } from './resend-button';

const when = (instant: string) => `${formatShortDate(instant)} ${formatInstantTime(instant) ?? ''}`.trim();

/** What happened last, or happens next: sent or given up at, or the next attempt of a waiting message. */
function Outcome({ mail }: { mail: TMailRow }) {
  if (mail.status === 'done' && mail.doneAt) {
    const sentAt = when(mail.doneAt);
    return (
      <Trans>
        Sent <span className="whitespace-nowrap">{sentAt}</span>
      </Trans>
    );
  }
  if (mail.status === 'failed' && mail.doneAt) {
    const givenUpAt = when(mail.doneAt);
    return (
      <Trans>
        Given up <span className="whitespace-nowrap">{givenUpAt}</span>
      </Trans>
    );
  }
  if (mail.status === 'pending' && mail.nextAttemptAt) {
    const nextAt = when(mail.nextAttemptAt);
    return (
      <Trans>
        Next attempt <span className="whitespace-nowrap">{nextAt}</span>
      </Trans>
    );
  }
  return <span className="text-slate-500">–</span>;
}

const th = 'px-3 py-2 font-semibold';
const td = 'px-3 py-2';

/** The messages of one page: a table on a wide screen, one card per message on a phone. */
export function MailList({ items }: { items: TMailRow[] }) {
  const { t } = useLingui();
  return (
    <>
      <div
        role="region"
        aria-label={t`Outgoing mail`}
        // Focusable, so a keyboard can scroll it sideways on a medium screen.
        tabIndex={0}
        className="hidden overflow-x-auto rounded-2xl border border-slate-200/80 bg-white shadow-xs md:block"
      >
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={th}>
                <Trans>Recipient and subject</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Status</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Attempts</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Last error</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Queued</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Outcome</Trans>
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {items.map((mail) => (
              <tr key={mail.id}>
                <td className={td}>
                  <span className="block font-medium [overflow-wrap:anywhere] text-slate-900">{mail.to}</span>
                  <span className="block text-slate-600">{mail.subject}</span>
                </td>
                <td className={td}>
                  <MailStatusBadge status={mail.status} />
                </td>
                <td className={`${td} tabular-nums`}>{mail.attempts}</td>
                <td className={`${td} max-w-xs`}>
                  <LastError mail={mail} />
                </td>
                <td className={`${td} whitespace-nowrap text-slate-700`}>{when(mail.createdAt)}</td>
                <td className={`${td} text-slate-700`}>
                  <Outcome mail={mail} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{canSendAgain(mail) ? <ResendButton id={mail.id} to={mail.to} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t`Outgoing mail`} className="flex flex-col gap-3 md:hidden">
        {items.map((mail) => (
          <li key={mail.id} className="rounded-2xl border border-slate-200/80 bg-white p-4 text-sm shadow-xs">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{mail.to}</p>
              <MailStatusBadge status={mail.status} />
            </div>
            <p className="mt-1 text-slate-700">{mail.subject}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-600">
              <dt className="font-medium text-slate-700">
                <Trans>Queued</Trans>
              </dt>
              <dd>{when(mail.createdAt)}</dd>
              <dt className="font-medium text-slate-700">
                <Trans>Attempts</Trans>
              </dt>
              <dd className="tabular-nums">{mail.attempts}</dd>
              <dt className="font-medium text-slate-700">
                <Trans>Outcome</Trans>
              </dt>
              <dd>
                <Outcome mail={mail} />
              </dd>
              {mail.lastError ? (
                <>
                  <dt className="font-medium text-slate-700">
                    <Trans>Last error</Trans>
                  </dt>
                  <dd>
                    <LastError mail={mail} />
                  </dd>
                </>
              ) : null}
            </dl>
            {canSendAgain(mail) ? (
              <div className="mt-3">
                <ResendButton id={mail.id} to={mail.to} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
