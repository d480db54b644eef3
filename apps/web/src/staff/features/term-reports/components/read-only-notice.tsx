import { Trans } from '@lingui/react/macro';
import type { TTermReportState } from '@carnet/contract';

/** Why a grid cannot be changed: the term's reports not open yet, already published, or another's to write. */
export function ReadOnlyNotice({ state }: { state: TTermReportState }) {
  return (
    <p className="mb-5 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
      {state === 'notOpened' ? (
        <Trans>The office has not opened this term's reports yet: the appreciations can be read, not written.</Trans>
      ) : state === 'open' ? (
        <Trans>You can read these appreciations, not write them.</Trans>
      ) : (
        <Trans>This term's reports are published: the appreciations can no longer be changed.</Trans>
      )}
    </p>
  );
}
