import * as z from 'zod/mini';
import { type TCursor, decodeCursor } from './paging';

export const ZCursor = z.pipe(
  z.string().check(z.refine((text) => decodeCursor(text) !== null, 'Expected a cursor from a Link header')),
  z.transform((text) => decodeCursor(text) as TCursor),
);

/** The query of a paged list; `limit` at most `max`, `max` by default. */
export const pageQuery = (max: number) =>
  z.strictObject({
    before: z.optional(ZCursor),
    limit: z.optional(
      z.pipe(
        z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'Expected a whole number')),
        z.pipe(z.coerce.number<string>(), z.number().check(z.maximum(max))),
      ),
    ),
  });
export type TPageQuery = { before?: TCursor; limit?: number };
