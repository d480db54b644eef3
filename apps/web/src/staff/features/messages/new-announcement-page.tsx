import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type TAudience } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { FormError, controlClass } from '../../../components/form-controls';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AudiencePicker, INITIAL_AUDIENCE, SendToLabel } from '../../components/audience-picker';
import { writeErrorMessage } from '../../components/write-error';
import { useIsOffice } from '../../lib/use-is-office';
import { staffPages, withId } from '../../staff-paths';
import { useSendAnnouncement } from './api/announcements';
import { announcementSentOutcome } from './announcement-sent';
import { AttachmentsField } from '../../components/attachments-field';
import { TextAreaField } from '../../../components/text-area-field';
import { uploadsOf } from '../../lib/attachment-files';

/**
 * Writing an announcement: who it is for (the audience picker; a teacher's own groups only), how many
 * families that reaches before sending, a title, the text, files, whether families must acknowledge it,
 * and for the office only, urgent. After sending, its page says how many and, in quiet hours, when.
 */
export function NewAnnouncementPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New announcement`);
  const id = useId();
  const navigate = useNavigate();
  const isOffice = useIsOffice();
  const send = useSendAnnouncement();
  const [audience, setAudience] = useState<TAudience | null>(INITIAL_AUDIENCE);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [asksAcknowledgement, setAsksAcknowledgement] = useState(false);
  const [isUrgent, setIsUrgent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!audience) return setProblem(t`Choose who this is for.`);
    if (!title.trim() || !body.trim()) return;
    setProblem(null);
    setIsReading(true);
    const uploads = await uploadsOf(files).finally(() => setIsReading(false));
    if (!uploads) return setProblem(t`An attached file could not be read. Please choose it again.`);
    send.mutate(
      {
        audience,
        title: title.trim(),
        body,
        asksAcknowledgement,
        files: uploads.length > 0 ? uploads : undefined,
        isUrgent: isOffice && isUrgent ? true : undefined,
      },
      {
        onSuccess: (sent) => void navigate(withId(staffPages.announcement, sent.id), { state: { outcome: announcementSentOutcome(sent) } }),
      },
    );
  };
  const isBusy = isReading || send.isPending;
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAnnouncements />
      <PageHeader title={t`New announcement`} description={t`Each family reads it; a reply is a private conversation with you.`} />
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <AudiencePicker parentsOnly ownGroupsOnly={!isOffice} onChange={setAudience} />
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-700">
            <Trans>Title</Trans>
          </label>
          <input
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            required
            className={controlClass()}
          />
        </div>
        <TextAreaField label={t`Announcement`} value={body} onChange={setBody} maxLength={ANNOUNCEMENT_BODY_MAX} rows={6} />
        <AttachmentsField files={files} onChange={setFiles} />
        <fieldset className="grid gap-3">
          <legend className="sr-only">
            <Trans>Options</Trans>
          </legend>
          <Option
            checked={asksAcknowledgement}
            onChange={setAsksAcknowledgement}
            label={t`Ask families to acknowledge`}
            hint={t`Each family confirms with one press; you see who did not and can remind them.`}
          />
          {isOffice ? (
            <Option
              checked={isUrgent}
              onChange={setIsUrgent}
              label={t`Urgent`}
              hint={t`Delivered at once, even in quiet hours, and written in the audit log.`}
            />
          ) : null}
        </fieldset>
        <FormError message={problem ?? writeErrorMessage(send.error)} />
        <div>
          <button type="submit" disabled={isBusy} aria-busy={isBusy} className={buttonClass('primary', 'md', 'h-11 w-full px-6 sm:w-auto')}>
            <Send aria-hidden="true" className="size-4" />
            <SendToLabel audience={audience} parentsOnly />
          </button>
        </div>
      </form>
    </div>
  );
}

type OptionProps = { checked: boolean; onChange: (checked: boolean) => void; label: string; hint: string };

function Option({ checked, onChange, label, hint }: OptionProps) {
  const id = useId();
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <span>
        {label}
        <span id={`${id}-hint`} className="block text-xs text-slate-600">
          {hint}
        </span>
      </span>
    </label>
  );
}

export function BackToAnnouncements() {
  return (
    <Link
      to={staffPages.announcements}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Announcements</Trans>
    </Link>
  );
}
