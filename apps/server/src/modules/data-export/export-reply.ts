import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FamilyExport } from './data-export.service';

/**
 * Sends the zip as the pieces it was built in, never copied into one Buffer: like every download, not
 * kept by any cache (these are children's records). The file name is ASCII already (dataExportFileName).
 */
export function sendExport(reply: FastifyReply, exported: FamilyExport) {
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="${exported.fileName}"`)
    .header('Content-Length', String(exported.size))
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(exported.pieces));
}
