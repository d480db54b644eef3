import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { notifyFailure, notifySuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { hasRole, useUser } from '../../lib/use-user';
import { downloadMyData } from './api/data-export-api';
import { AccountCard, Notice } from './components/account-card';

/**
 * /account/data, right of access (decision 077): a parent downloads everything Carnet holds about the
 * family. Parents only (decision 077): a student is told to ask a parent or the school office.
 */
export function DataExportPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Download my data`);
  const user = useUser();
  const [isBusy, setIsBusy] = useState(false);
  const download = async () => {
    setIsBusy(true);
    try {
      await downloadMyData(user?.familyInfo.name ?? '');
      notifySuccess(t`Your data was downloaded.`);
    } catch (error) {
      const isRateLimited = error instanceof ApiError && error.status === 429;
      notifyFailure(isRateLimited ? t`Too many downloads. Please wait a minute.` : t`The download failed. Please try again.`, error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <AccountCard title={t`Download my data`} back={{ to: paths.home, label: t`Back` }}>
      <p className="-mt-1 text-sm text-slate-600">
        <Trans>
          One zip file with everything Carnet holds about your family: contacts, accounts, each child's attendance, timetable, documents and
          reports (with their PDFs), rewards and sanctions, concerns, medical records, forms, meetings, notifications, and the school's log
          of who read or changed them.
        </Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>
          A README file in the zip says what each file holds. Downloading includes the health data: the school's log records it.
        </Trans>
      </p>
      {hasRole(user, 'ROLE_PARENT') ? (
        <button
          type="button"
          disabled={isBusy}
          aria-busy={isBusy}
          onClick={() => void download()}
          className={buttonClass('primary', 'md', 'self-start')}
        >
          <Download aria-hidden="true" className="size-4" />
          {isBusy ? <Trans>Preparing the file…</Trans> : <Trans>Download my data</Trans>}
        </button>
      ) : (
        <Notice>
          <Trans>Only a parent can download the family's data. Ask a parent or the school office.</Trans>
        </Notice>
      )}
    </AccountCard>
  );
}
