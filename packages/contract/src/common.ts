import * as z from 'zod/mini';
import { ROLES } from './roles';

/** An id as JSON carries it: a positive integer number (a string such as "12" is refused). */
export const ZId = z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
/**
 * An id as a path segment or a multipart text field carries it: plain digits only, so '0x1', '1e1',
 * ' 1' or '+1' are refused rather than read as another number.
 */
export const ZIdText = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')),
  z.pipe(z.coerce.number<string>(), ZId),
);
export const ZIdParams = z.strictObject({ id: ZIdText });

/** Calendar day, YYYY-MM-DD. */
export const ZIsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD'));
/** An instant, ISO-8601 UTC. */
export const ZInstant = z.string();
/** A time of day, HH:MM (24 h). */
export const ZTimeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM'));

export const ZOk = z.object({ success: z.literal(true) });

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Free text a person types: trimmed, bounded. */
export const freeText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
