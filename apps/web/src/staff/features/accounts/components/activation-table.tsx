import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TActivationSummaryRow, TClassInvitationsResult } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { usePrintLetters } from '../../../lib/api/accounts';
import { useInviteClasses } from '../api/activation';
import { runAction } from '../run-action';

const th = 'px-4 py-3 font-semibold text-slate-700 border-b border-slate-200';
const td = 'px-4 py-3 text-slate-700 border-b border-slate-100';
const num = `${td} tabular-nums`;

/**
 * Per class: its families, how many have an active account, the accounts waiting, the families only a
 * letter can reach; and the two ways to reach them: e-mail (asked once more, then the counts) and letters.
 */
export function ActivationTable({ rows }: { rows: TActivationSummaryRow[] }) {
  const { t } = useLingui();
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div
      tabIndex={0}
      role="region"
      aria-label={t`Activation by class`}
      className="overflow-x-auto rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t`Activation by class`}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              <Trans>Class</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Families</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Activated</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Pending</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Without e-mail</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ClassRow key={row.classId} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClassRow({ row }: { row: TActivationSummaryRow }) {
  const { t } = useLingui();
  const invite = useInviteClasses();
  const print = usePrintLetters();
  const [isAsking, setIsAsking] = useState(false);
  const [result, setResult] = useState<TClassInvitationsResult | null>(null);
  const className = row.className;
  const families = row.families;
  const sendInvitations = async () => {
    setIsAsking(false);
    const answer = await runAction(() => invite.mutateAsync([row.classId]), msg`Invitations sent`);
    if (answer) setResult(answer);
  };
  const printLetters = () =>
    void runAction(
      () => print.mutateAsync({ request: { classIds: [row.classId] }, fileName: t`letters-${className}.pdf` }),
      msg`Letters ready to print`,
    );
  return (
    <tr>
      <th scope="row" className={`${td} font-medium text-slate-900`}>
        {row.className}
      </th>
      <td className={num}>{row.families}</td>
      <td className={num}>{row.familiesActivated}</td>
      <td className={num}>{row.accountsPending}</td>
      <td className={num}>{row.familiesWithoutEmail}</td>
      <td className={td}>
        {isAsking ? (
          <span
            role="group"
            aria-label={t`Invite the families of ${className}`}
            className="inline-flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-2 py-1 text-amber-900"
          >
            <span>
              <Trans>
                Every contact of the {families} families of {className} who has an e-mail address and no account gets an invitation. Send?
              </Trans>
            </span>
            <button type="button" autoFocus className={buttonClass('primary', 'sm')} onClick={() => void sendInvitations()}>
              <Trans>Send the invitations</Trans>
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setIsAsking(false)}>
              <Trans>Cancel</Trans>
            </button>
          </span>
        ) : (
          <span className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={invite.isPending || row.families === 0}
              aria-label={t`Invite families by e-mail: ${className}`}
              onClick={() => setIsAsking(true)}
            >
              <Trans>Invite families by e-mail</Trans>
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={print.isPending || row.familiesWithoutEmail === 0}
              aria-label={t`Print letters: ${className}`}
              onClick={printLetters}
            >
              <Trans>Print letters</Trans>
            </button>
          </span>
        )}
        <p aria-live="polite" className="mt-1 text-slate-600">
          {result ? <InvitationResult result={result} /> : null}
        </p>
      </td>
    </tr>
  );
}

function InvitationResult({ result }: { result: TClassInvitationsResult }) {
  const { invited, alreadyHadAccount: alreadyHad, familiesWithoutEmail: withoutEmail } = result;
  return (
    <Trans>
      {invited} invited, {alreadyHad} already had an account, {withoutEmail} families without e-mail.
    </Trans>
  );
}
