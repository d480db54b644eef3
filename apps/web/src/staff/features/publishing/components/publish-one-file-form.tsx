import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DOCUMENT_TYPES, PUBLISH_FILE_MAX_BYTES, type TAudience, type TPublication } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { ApiError } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/toast';
import { AudiencePicker, INITIAL_AUDIENCE, SendToLabel } from '../../../components/audience-picker';
import { publishDocument, publishNewsletter, usePublish } from '../api/publish';
import { readFileAsBase64 } from '../../../lib/read-file-base64';
import { Field, controlClass } from './form-fields';
import { useDocumentTypeLabel } from './document-type-label';

type Props = { kind: 'newsletter' | 'document'; onPublished: () => void };
type Errors = { title?: string; file?: string; audience?: string };

const isPdfName = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/**
 * Publishing one PDF to an audience: a newsletter (parents and pupils told) or a document (one per
 * pupil reached, parents only, as families get documents today). The server checks the file again.
 */
export function PublishOneFileForm({ kind, onPublished }: Props) {
  const { t } = useLingui();
  const typeLabel = useDocumentTypeLabel();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<(typeof DOCUMENT_TYPES)[number]>(DOCUMENT_TYPES[1]);
  const [file, setFile] = useState<File | null>(null);
  const [audience, setAudience] = useState<TAudience | null>(INITIAL_AUDIENCE);
  const [errors, setErrors] = useState<Errors>({});
  const newsletter = usePublish(publishNewsletter);
  const document = usePublish(publishDocument);
  const mutation = kind === 'newsletter' ? newsletter : document;
  const parentsOnly = kind === 'document';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = t`Enter a title`;
    if (!file) found.file = t`Choose a PDF file`;
    else if (!isPdfName(file)) found.file = t`The file must be a PDF`;
    else if (file.size > PUBLISH_FILE_MAX_BYTES) found.file = t`The file is larger than 5 MB`;
    if (!audience) found.audience = t`Choose who this is for`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !audience) return;
    const upload = { name: file.name, data: await readFileAsBase64(file) };
    const onSuccess = (publication: TPublication) => {
      const sentTitle = publication.title;
      notifySuccess(kind === 'newsletter' ? t`Newsletter “${sentTitle}” sent` : t`Document “${sentTitle}” sent`);
      onPublished();
    };
    if (kind === 'newsletter') newsletter.mutate({ title: title.trim(), audience, file: upload }, { onSuccess });
    else document.mutate({ title: title.trim(), type, audience, file: upload }, { onSuccess });
  };

  const failure = mutation.error
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : t`The publication could not be sent. Try again.`
    : null;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-5 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs"
    >
      <Field label={t`Title`} error={errors.title}>
        {(props) => (
          <input {...props} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} className={controlClass} />
        )}
      </Field>
      {kind === 'document' ? (
        <Field label={t`Type`}>
          {(props) => (
            <select {...props} value={type} onChange={(event) => setType(event.target.value as typeof type)} className={controlClass}>
              {DOCUMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {typeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label={t`PDF file`} hint={t`One PDF of at most 5 MB.`} error={errors.file}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        )}
      </Field>
      <AudiencePicker onChange={setAudience} parentsOnly={parentsOnly} />
      {errors.audience ? <p className="text-sm text-rose-700">{errors.audience}</p> : null}
      {failure ? <InlineError message={failure} /> : null}
      <div>
        <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
          <Send aria-hidden="true" className="size-4" />
          <SendToLabel audience={audience} parentsOnly={parentsOnly} />
        </button>
      </div>
    </form>
  );
}
