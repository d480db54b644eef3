import * as z from 'zod/mini';
import { ZId, ZRole } from './common';
import { LANGUAGES } from './languages';

export const ZLanguage = z.enum(LANGUAGES);

export const ZLoginRequest = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ token: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZChildSummary = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
});
export type TChildSummary = z.infer<typeof ZChildSummary>;

/** GET /api/me: the signed-in account. A student's children list holds the student alone. */
export const ZMe = z.object({
  id: ZId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(ZRole),
  familyInfo: z.object({
    name: z.string(),
    children: z.array(ZChildSummary),
  }),
  /** The language the person chose, on any device; null until they choose (then the browser's, or the school's). */
  language: z.nullable(ZLanguage),
});
export type TMe = z.infer<typeof ZMe>;

/** PATCH /api/me: what a person may change of their own account here, their language. */
export const ZUpdateMeRequest = z.strictObject({ language: ZLanguage });
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;
