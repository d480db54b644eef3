import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FileText, Image, LoaderCircle } from 'lucide-react';
import { homeworkFilePath, type THomeworkFile } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { notifyFailure } from '../../../lib/toast';

/**
 * A homework's or lesson note's attachments, each downloaded on a click: the file is served only to
 * who reads the child's group, with the session's token, so a plain link would not do.
 */
export function HomeworkFiles({ childId, files }: { childId: number; files: readonly THomeworkFile[] }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: async (file: THomeworkFile) => saveBlob(await api.blob(homeworkFilePath(childId, file.id)), file.name),
    onError: (error) => notifyFailure(t`The attachment could not be downloaded.`, error),
  });
  if (files.length === 0) return null;
  return (
    <ul aria-label={t`Attachments`} className="flex flex-wrap gap-2">
      {files.map((file) => {
        const Icon = file.mediaType === 'application/pdf' ? FileText : Image;
        const isLoading = download.isPending && download.variables.id === file.id;
        const name = file.name;
        return (
          <li key={file.id} className="max-w-full">
            <button
              type="button"
              onClick={() => download.mutate(file)}
              disabled={isLoading}
              className={buttonClass('secondary', 'sm', 'max-w-full')}
              aria-label={t`Download ${name}`}
            >
              {isLoading ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Icon aria-hidden="true" className="size-4" />
              )}
              <span className="truncate">{name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
