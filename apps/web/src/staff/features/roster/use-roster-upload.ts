import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TRosterImportRequest, TRosterProblem, TRosterReport } from '@carnet/contract';
import { ApiError, isSessionError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/toast';
import { readFileAsBase64 } from '../../lib/read-file-base64';
import { useImportRoster } from './api/import-roster';
import { rosterProblemsOf } from './roster-problems';

export type RosterOutcome =
  { kind: 'report'; report: TRosterReport } | { kind: 'refused'; problems: TRosterProblem[] } | { kind: 'failed'; message: string };

export type RosterStep = 'check' | 'import' | null;

/**
 * Check then import: the file checked is read once, and the import sends those very bytes, so what is
 * applied is what the report described. Choosing another file forgets the report.
 */
export function useRosterUpload() {
  const { t } = useLingui();
  const mutation = useImportRoster();
  const [checked, setChecked] = useState<Omit<TRosterImportRequest, 'dryRun'> | null>(null);
  const [outcome, setOutcome] = useState<RosterOutcome | null>(null);

  const send = (upload: Omit<TRosterImportRequest, 'dryRun'>, dryRun: boolean) =>
    mutation.mutate(
      { ...upload, dryRun },
      {
        onSuccess: (report) => {
          setOutcome({ kind: 'report', report });
          if (!report.isDryRun) notifySuccess(t`The school’s data was imported`);
        },
        onError: (error) => {
          if (isSessionError(error)) return;
          const problems = rosterProblemsOf(error);
          if (problems) return setOutcome({ kind: 'refused', problems });
          // A refusal (413 too large, a file that is not a zip…) says why in the page's language.
          const message = error instanceof ApiError && error.isClientError ? error.message : t`The file could not be sent. Try again.`;
          setOutcome({ kind: 'failed', message });
        },
      },
    );

  const check = async (file: File) => {
    setOutcome(null);
    const upload = { name: file.name, data: await readFileAsBase64(file) };
    setChecked(upload);
    send(upload, true);
  };

  const step: RosterStep = !mutation.isPending ? null : mutation.variables.dryRun ? 'check' : 'import';
  return {
    outcome,
    /** What is under way: a check, an import, or nothing (both buttons wait while either runs). */
    step,
    /** Sends the chosen file as a dry run: the report says what the import would do, nothing is written. */
    check: (file: File) => void check(file),
    /** Applies the file that was checked. */
    apply: () => (checked ? send(checked, false) : undefined),
    /** Another file was chosen: the report on screen no longer describes it. */
    forget: () => {
      mutation.reset();
      setChecked(null);
      setOutcome(null);
    },
  };
}
