import { useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import type { THomeworkFile } from '@carnet/contract';
import { buttonClass } from '../../components/button-styles';
import { openInNewTab } from '../../lib/download';
import { notifyFailure } from '../../lib/toast';

type Props = {
  files: readonly THomeworkFile[];
  /** Where a file's bytes are read: a message's, an announcement's or a homework's own path. */
  getFile: (id: number) => Promise<Blob>;
};

/** Attachments already sent (a message's, a lesson note's), each opened in a new tab (a PDF or an image the browser shows). */
export function AttachmentList({ files, getFile }: Props) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  const open = (id: number) =>
    openInNewTab(() => getFile(id)).catch((error: unknown) => notifyFailure(t`The attachment could not be opened.`, error));
  return (
    <ul aria-label={t`Attachments`} className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <button type="button" onClick={() => void open(file.id)} className={buttonClass('secondary', 'sm', 'max-w-full')}>
            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
