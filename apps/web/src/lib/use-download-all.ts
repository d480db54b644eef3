import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { saveBlob } from './download';
import { keysFollowingNotifications } from './query-keys';
import { notifyFailure, notifySuccess } from './toast';
import type { FileMessages } from './use-file-actions';
import { buildZip, uniquePdfNames, zipFileName } from './zip-files';

type FileItem = { id: number; title: string };
export type DownloadProgress = { done: number; total: number };
type Request<T> = { items: readonly T[]; label: string };

// A few files at a time: quicker than one by one, without flooding the server.
const PARALLEL_DOWNLOADS = 3;

async function loadAll<T extends FileItem>(
  items: readonly T[],
  load: (id: number) => Promise<Blob>,
  onFileDone: () => void,
): Promise<Uint8Array[]> {
  const results: Uint8Array[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const blob = await load(items[index]!.id);
      results[index] = new Uint8Array(await blob.arrayBuffer());
      onFileDone();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DOWNLOADS, items.length) }, worker));
  return results;
}

/**
 * 'Download all ...': every file of the selection in one zip built in the browser, with the count
 * of files fetched so far. Each file's download marks its notification seen on the server, so the
 * lists with 'new' dots are refreshed after.
 */
export function useDownloadAll<T extends FileItem>(load: (id: number) => Promise<Blob>, messages: FileMessages) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ items, label }: Request<T>) => {
      setProgress({ done: 0, total: items.length });
      const contents = await loadAll(items, load, () => setProgress((p) => p && { ...p, done: p.done + 1 }));
      const names = uniquePdfNames(items.map((item) => item.title));
      saveBlob(await buildZip(names.map((name, index) => ({ name, data: contents[index]! }))), zipFileName(label));
    },
    onSuccess: () => notifySuccess(messages.downloaded),
    onError: (error) => notifyFailure(error instanceof ApiError ? messages.downloadRefused : messages.downloadFailed, error),
    onSettled: () => {
      setProgress(null);
      return Promise.all(keysFollowingNotifications.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });

  return { downloadAll: (request: Request<T>) => mutation.mutate(request), isPending: mutation.isPending, progress };
}
