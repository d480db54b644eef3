import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';

export type ExportZip = { entries: Record<string, Uint8Array>; json: <T>(name: string) => T; text: string };

/** Unzips an export answer: its entries, each JSON kind parsed, and every entry as one text (to search it). */
export function readExportZip(response: LightMyRequestResponse): ExportZip {
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  const text = Object.values(entries)
    .map((bytes) => Buffer.from(bytes).toString('utf8'))
    .join('\n');
  return {
    entries,
    json: <T>(name: string): T => {
      const entry = entries[name];
      if (!entry) throw new Error(`the zip has no ${name}`);
      return JSON.parse(strFromU8(entry)) as T;
    },
    text,
  };
}
