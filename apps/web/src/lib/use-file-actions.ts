import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { openInNewTab, pdfFileName, saveBlob } from './download';
import { keysFollowingNotifications } from './query-keys';
import { notifyFailure, notifySuccess } from './toast';

export type FileMessages = {
  downloaded: string;
  opened: string;
  /** The server refused the file. */
  downloadRefused: string;
  /** Anything else went wrong while saving. */
  downloadFailed: string;
  openFailed: string;
};

type FileItem = { id: number; title: string };

/**
 * Download and open-in-new-tab for PDF files of an area. Either marks the item's notification
 * seen on the server, so the lists with 'new' dots are refreshed after.
 */
export function useFileActions<T extends FileItem>(load: (id: number) => Promise<Blob>, messages: FileMessages) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(keysFollowingNotifications.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const download = useMutation({
    mutationFn: async (item: T) => saveBlob(await load(item.id), pdfFileName(item.title)),
    onSuccess: () => notifySuccess(messages.downloaded),
    onError: (error) => notifyFailure(error instanceof ApiError ? messages.downloadRefused : messages.downloadFailed, error),
    onSettled: refresh,
  });

  const open = useMutation({
    mutationFn: (item: T) => openInNewTab(() => load(item.id)),
    onSuccess: () => notifySuccess(messages.opened),
    onError: (error) => notifyFailure(messages.openFailed, error),
    onSettled: refresh,
  });

  return { download, open };
}
