import { Trans } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  ZUpdateFamilyMemberRequest,
  type TFamilyMember,
  type TFamilyMemberUpdate,
  type TUpdateFamilyMemberRequest,
} from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { useUpdateFamilyMember } from '../api/update-family-member';
import { memberFormValues, memberRequest } from '../member-form';
import { tooLongMessages } from '../member-messages';
import { ContactFormFields } from './contact-form-fields';

type Props = { member: TFamilyMember; title: string; titleId: string; onDone: () => void };

/**
 * One contact's edit form, prefilled. The contract's schema checks it (its refusals show under each
 * field, in the page's language: member-messages.ts); nothing is sent while an error remains. Back
 * to view once saved.
 */
export function ContactForm({ member, title, titleId, onDone }: Props) {
  const update = useUpdateFamilyMember();
  const form = useForm<TUpdateFamilyMemberRequest, unknown, TFamilyMemberUpdate>({
    resolver: zodResolver(ZUpdateFamilyMemberRequest, { error: tooLongMessages }),
    defaultValues: memberFormValues(member),
    mode: 'onTouched',
  });

  const onValid = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: member.id, data: memberRequest(values) });
    } catch {
      return; // The toast says it; the form stays as typed.
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={onValid} aria-labelledby={titleId} className="flex flex-col gap-6">
      <ContactFormFields form={form} idPrefix={`member-${member.id}`} email={member.email} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          <Trans>
            Save<span className="sr-only"> {title}</span>
          </Trans>
        </button>
      </div>
    </form>
  );
}
