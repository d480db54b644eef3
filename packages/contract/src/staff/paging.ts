import * as z from 'zod/mini';

/** Long staff lists come a page at a time: `?q=` searches by name, `?page=` starts at 1. */
export const STAFF_PAGE_SIZE = 50;

const pageNumber = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Expected a page number')), z.coerce.number<string>());
export const ZListQuery = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z.optional(pageNumber),
  includeInactive: z.optional(z.enum(['true', 'false'])),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
