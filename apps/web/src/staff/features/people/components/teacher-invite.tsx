import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TTeacherRow } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { useCreateAccount } from '../../../lib/api/accounts';
import { saveWith } from '../write-feedback';

/** A teacher without an account: an invitation to the e-mail of their record (none without an address). */
export function TeacherInvite({ teacher }: { teacher: TTeacherRow }) {
  const { t } = useLingui();
  const reasonId = useId();
  const create = useCreateAccount();
  const name = `${teacher.firstName} ${teacher.lastName}`;
  const canEmail = teacher.email.includes('@') && teacher.isActive;
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={!canEmail || create.isPending}
        aria-describedby={canEmail ? undefined : reasonId}
        aria-label={t`Invite by e-mail: ${name}`}
        onClick={() => void saveWith(() => create.mutateAsync({ kind: 'teacher', teacherId: teacher.id }), msg`Invitation sent`)}
      >
        <Trans>Invite by e-mail</Trans>
      </button>
      {canEmail ? null : (
        <span id={reasonId} className="basis-full text-xs text-slate-600">
          {teacher.isActive ? (
            <Trans>Add their e-mail address to invite them.</Trans>
          ) : (
            <Trans>Reactivate the teacher to invite them.</Trans>
          )}
        </span>
      )}
    </>
  );
}
