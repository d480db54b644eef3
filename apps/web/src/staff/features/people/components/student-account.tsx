import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TPupil } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { useCreateAccount, usePrintAccountLetter } from '../../../lib/api/accounts';
import { saveWith } from '../write-feedback';
import { controlClass } from '../../../../components/form-controls';

/**
 * The pupil's own account: made here with their e-mail (an invitation goes to it) or without one (a
 * letter is printed with a one-time code; the pupil types their own address with it). Once made, the family page shows its state.
 */
export function StudentAccount({ pupil }: { pupil: TPupil }) {
  const { t } = useLingui();
  const create = useCreateAccount();
  const letter = usePrintAccountLetter();
  const [email, setEmail] = useState('');
  const name = `${pupil.firstName} ${pupil.lastName}`;
  const submit = () => {
    const address = email.trim();
    if (address)
      return void saveWith(
        () => create.mutateAsync({ kind: 'student', childId: pupil.id, email: address, delivery: 'email' }),
        msg`Invitation sent`,
      );
    void saveWith(
      async () => {
        const account = await create.mutateAsync({ kind: 'student', childId: pupil.id, delivery: 'letter' });
        await letter.mutateAsync({ accountId: account.id, fileName: t`letter-${name}.pdf` });
      },
      msg`Letter ready to print`,
    );
  };
  return (
    <Card title={t`Student account`} titleId="student-account">
      {pupil.accountId !== null ? (
        <p className="text-sm text-slate-700">
          <Trans>This pupil has their own account; the family page shows its state.</Trans>
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="student-email" className="font-medium text-slate-700">
            <Trans>E-mail (optional)</Trans>
          </label>
          <input
            id="student-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="student-email-hint"
            className={controlClass()}
          />
          <p id="student-email-hint" className="text-slate-600">
            <Trans>
              With an e-mail address, the pupil receives an invitation; without one, a letter to print gives a one-time code, and the pupil
              gives their address when activating.
            </Trans>
          </p>
          <span>
            <button
              type="submit"
              className={buttonClass('primary', 'sm')}
              disabled={create.isPending || letter.isPending || pupil.deactivatedAt !== null}
            >
              <Trans>Create student account</Trans>
            </button>
          </span>
        </form>
      )}
    </Card>
  );
}
