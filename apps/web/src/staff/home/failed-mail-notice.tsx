import { Plural, useLingui } from '@lingui/react/macro';
import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { OFFICE_ROLES } from '@carnet/contract';
import { useUser } from '../../lib/use-user';
import { useMailCounts } from '../features/mail/api/mail';
import { staffPages } from '../staff-paths';

/** For the office: a word when e-mail could not be sent (an invitation that never arrived), with the way to the list. */
export function FailedMailNotice() {
  const { t } = useLingui();
  const user = useUser();
  const isOffice = OFFICE_ROLES.some((role) => user?.roles.includes(role));
  const failed = useMailCounts({ isEnabled: isOffice }).data?.failed ?? 0;
  if (!isOffice || failed === 0) return null;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <MailWarning aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 basis-56">
        <Plural value={failed} one="# message could not be sent." other="# messages could not be sent." />
      </p>
      <Link to={`${staffPages.mail}?status=failed`} className="font-medium underline underline-offset-2 hover:text-rose-700">
        {t`See the outgoing mail`}
      </Link>
    </div>
  );
}
