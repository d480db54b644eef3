import { Trans, useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MESSAGE_FILES_MAX, MESSAGE_MEDIA_TYPES } from '@carnet/contract';
import { buttonClass } from '../../components/button-styles';
import { checkAttachment } from '../lib/attachment-files';
import { RemovableChip } from './removable-chip';

type Props = {
  files: File[];
  onChange: (files: File[]) => void;
  /** How many new files may be chosen: a message's three, a note's or homework's five less those it keeps. */
  maxFiles?: number;
};

/**
 * The attachments of a message, an announcement, a lesson note or a homework: PDF and images, 10 MB each, checked as they are chosen, so the refusal
 * comes before a long upload and says why; the file refused is not kept.
 */
export function AttachmentsField({ files, onChange, maxFiles = MESSAGE_FILES_MAX }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = (chosen: FileList | null) => {
    const list = Array.from(chosen ?? []);
    if (input.current) input.current.value = '';
    if (list.length === 0) return;
    if (files.length + list.length > maxFiles) return setProblem(t`At most ${maxFiles} attachments can be added here.`);
    for (const file of list) {
      const refusal = checkAttachment(file);
      if (refusal) return setProblem(`${file.name}: ${i18n._(refusal)}`);
    }
    setProblem(null);
    onChange([...files, ...list]);
  };

  return (
    <div className="grid gap-2">
      {files.length > 0 ? (
        <ul aria-label={t`Attached files`} className="flex flex-wrap gap-2">
          {files.map((file, index) => (
            <RemovableChip
              key={`${file.name}-${index}`}
              name={file.name}
              onRemove={() => onChange(files.filter((_, i) => i !== index))}
              className="bg-slate-100 text-slate-800"
            >
              <span className="max-w-48 truncate">{file.name}</span>
            </RemovableChip>
          ))}
        </ul>
      ) : null}
      <div>
        <label htmlFor={id} className={buttonClass('secondary', 'sm', 'cursor-pointer focus-within:outline-2')}>
          <Paperclip aria-hidden="true" className="size-4" />
          <Trans>Attach a file</Trans>
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={MESSAGE_MEDIA_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => add(event.target.files)}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          <Trans>PDF, JPEG or PNG, 10 MB each at most.</Trans>
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-rose-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
