import { safeFileName } from '../../lib/download';

/** A stored file the zip carries, under `files/<folder>/...`, and the rows that name it by that path. */
export type ExportFile = { path: string; fileId: number };

/** What the export gathers: one JSON document per kind (its file name) and the stored files to add. */
export type ExportBundle = {
  kinds: Record<string, unknown>;
  files: ExportFile[];
};

/** A file's place in the zip: its folder, the row's id (names can repeat), the title made safe. */
export function exportFilePath(folder: string, id: number, title: string, extension = 'pdf'): string {
  const base = safeFileName(title, 'file').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `files/${folder}/${id}-${base}.${extension}`;
}
