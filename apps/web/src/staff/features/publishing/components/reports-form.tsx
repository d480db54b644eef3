import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ListChecks, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PUBLISH_FILE_MAX_BYTES, REPORT_PATTERNS, REPORTS_REQUEST_MAX_BYTES, schoolYearOf, type TReportsPreview } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { ApiError } from '../../../../lib/api-error';
import { schoolToday } from '../../../../lib/dates';
import { notifySuccess } from '../../../../lib/toast';
import { previewReports, publishReports, usePublish } from '../api/publish';
import { readFileAsBase64 } from '../../../lib/read-file-base64';
import { Field, controlClass } from './form-fields';
import { ReportsPreviewTable } from './reports-preview-table';

type Errors = { title?: string; year?: string; files?: string };

/**
 * Reports in bulk: many PDFs at once, one per pupil, matched by their file names to the school's
 * pupils. First a preview (matched, unmatched, ambiguous), then only the matched files are published.
 */
export function ReportsForm({ onPublished }: { onPublished: () => void }) {
  const { t } = useLingui();
  const [title, setTitle] = useState('');
  const [year, setYear] = useState(() => schoolYearOf(schoolToday()));
  const [pattern, setPattern] = useState<string>(REPORT_PATTERNS[0]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<TReportsPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const publish = usePublish(publishReports);

  const check = (): boolean => {
    const found: Errors = {};
    if (!title.trim()) found.title = t`Enter a title`;
    if (!/^\d{4}-\d{4}$/.test(year)) found.year = t`Write the school year like 2025-2026`;
    const tooBig = files.filter((f) => f.size > PUBLISH_FILE_MAX_BYTES).map((f) => f.name);
    if (files.length === 0) found.files = t`Choose the reports' PDF files`;
    const tooBigNames = tooBig.join(', ');
    if (files.length > 0 && tooBig.length > 0) found.files = t`Larger than 5 MB: ${tooBigNames}`;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    setPreview(null);
    setPreviewError(null);
    if (!check()) return;
    setIsPreviewing(true);
    try {
      setPreview(await previewReports({ pattern, fileNames: files.map((f) => f.name) }));
    } catch (error) {
      setPreviewError(error instanceof ApiError ? error.message : t`The files could not be matched. Try again.`);
    } finally {
      setIsPreviewing(false);
    }
  };

  const matched = preview?.matches ?? [];
  const matchedFiles = matched.flatMap((m) => {
    const file = files.find((f) => f.name === m.fileName);
    return file ? [{ file, childId: m.pupil.id }] : [];
  });
  const matchedBytes = matchedFiles.reduce((sum, m) => sum + m.file.size, 0);

  const send = async () => {
    if (!check() || matchedFiles.length === 0) return;
    if (matchedBytes > REPORTS_REQUEST_MAX_BYTES) return;
    const uploads = await Promise.all(
      matchedFiles.map(async (m) => ({ childId: m.childId, name: m.file.name, data: await readFileAsBase64(m.file) })),
    );
    publish.mutate(
      { title: title.trim(), year, files: uploads },
      {
        onSuccess: (publication) => {
          const publishedTitle = publication.title;
          notifySuccess(t`Reports “${publishedTitle}” published`);
          onPublished();
        },
      },
    );
  };

  const failure = publish.error
    ? publish.error instanceof ApiError
      ? publish.error.message
      : t`The reports could not be published. Try again.`
    : null;
  return (
    <form
      onSubmit={(event) => void showPreview(event)}
      noValidate
      className="grid gap-5 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Title`} error={errors.title}>
          {(props) => (
            <input {...props} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} className={controlClass} />
          )}
        </Field>
        <Field label={t`School year`} error={errors.year}>
          {(props) => (
            <input {...props} value={year} onChange={(event) => setYear(event.target.value)} inputMode="numeric" className={controlClass} />
          )}
        </Field>
      </div>
      <Field label={t`File names`} hint={t`Accents and capitals do not count; * stands for anything.`}>
        {(props) => (
          <select
            {...props}
            value={pattern}
            onChange={(event) => {
              setPattern(event.target.value);
              setPreview(null);
            }}
            className={controlClass}
          >
            {REPORT_PATTERNS.map((p) => (
              <option key={p} value={p}>
                {p.replace('{lastName}', t`LASTNAME`).replace('{firstName}', t`FIRSTNAME`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`PDF files, one per pupil`} hint={t`Each at most 5 MB.`} error={errors.files}>
        {(props) => (
          <input
            {...props}
            type="file"
            multiple
            accept="application/pdf,.pdf"
            onChange={(event) => {
              setFiles(Array.from(event.target.files ?? []));
              setPreview(null);
            }}
            className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        )}
      </Field>
      <div>
        <button type="submit" disabled={isPreviewing} className={buttonClass('secondary')}>
          <ListChecks aria-hidden="true" className="size-4" />
          <Trans>Match files to pupils</Trans>
        </button>
      </div>
      {previewError ? <InlineError message={previewError} /> : null}
      {preview ? <ReportsPreviewTable preview={preview} /> : null}
      {preview && matchedBytes > REPORTS_REQUEST_MAX_BYTES ? (
        <InlineError message={t`These files are larger than 25 MB in all: publish them in smaller batches.`} />
      ) : null}
      {failure ? <InlineError message={failure} /> : null}
      {preview && matchedFiles.length > 0 ? (
        <div>
          <button type="button" onClick={() => void send()} disabled={publish.isPending} className={buttonClass('primary')}>
            <Send aria-hidden="true" className="size-4" />
            <Plural value={matchedFiles.length} one="Publish # report" other="Publish # reports" />
          </button>
        </div>
      ) : null}
    </form>
  );
}
