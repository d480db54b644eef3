import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TMailProblem, TMailRow } from '@carnet/contract';

/** Why a message cannot be opened, in the office's words (decision 089); the server's own words follow for IT. */
const PROBLEM_TEXT: Record<TMailProblem, MessageDescriptor> = {
  keyMissing: msg`This message cannot be opened: it was sealed with a mail key this server does not hold.`,
  damaged: msg`This message cannot be opened: it is damaged.`,
};

/** What the office can do about it: an invitation is written anew; the rest is asked for again or already in the app. */
const rebuildText = (mail: TMailRow) =>
  mail.canRebuild
    ? msg`"Send again" writes it anew, with a fresh invitation link.`
    : msg`It cannot be written anew: the person can ask for a new link, and news stays in the app.`;

/** The last error of a message: its problem explained when it has one, else the mail server's answer. */
export function LastError({ mail }: { mail: TMailRow }) {
  const { i18n } = useLingui();
  if (mail.problem) {
    return (
      <span className="flex flex-col gap-1">
        <span className="text-rose-800">{i18n._(PROBLEM_TEXT[mail.problem])}</span>
        <span className="text-slate-700">{i18n._(rebuildText(mail))}</span>
        {mail.lastError ? <span className="text-xs break-words text-slate-600">{mail.lastError}</span> : null}
      </span>
    );
  }
  return mail.lastError ? <span className="break-words text-rose-800">{mail.lastError}</span> : <span className="text-slate-500">–</span>;
}

/** A failed message can be sent again unless it cannot be opened and cannot be written anew. */
export const canSendAgain = (mail: TMailRow) => mail.status === 'failed' && (mail.problem === null || mail.canRebuild);
