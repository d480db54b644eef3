import type { TLanguage } from '@carnet/contract';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import * as z from 'zod';
import { messageFromEnglish } from './from-english';
import { translate } from './translate';

// The contract's schemas are zod/mini, which carries no messages of its own ("Invalid input"): the
// API's validation errors keep zod's English ones (and French through the locale below). Said here,
// where the messages are made, rather than left to whichever module happens to import classic zod first.
z.config(z.locales.en());

type Issue = z.core.$ZodIssue;
type LocaleError = z.core.$ZodErrorMap;

const englishLocale: LocaleError = z.locales.en().localeError;
const frenchLocale: LocaleError = z.locales.fr().localeError;

const textOf = (result: ReturnType<LocaleError>) => (typeof result === 'string' ? result : result?.message);

/**
 * Validates with zod as fastify-type-provider-zod does, but keeps each issue whole, its input included
 * (`reportInput`): zod's French messages need the input to name what was received, and the answer's
 * language is only known later, in the error handler. The input stays on the server.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    const errors: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      message: issue.message,
      params: { issue },
    }));
    return { error: errors };
  };

export const isZodIssue = (value: unknown): value is Issue =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'path' in value;

/**
 * What is wrong, in `language`. English is zod's own text, unchanged. In French: a message the
 * contract's schema states itself ('Expected a date YYYY-MM-DD') comes from the catalogs, and zod's
 * default messages from zod's French locale.
 */
export function issueDetail(issue: Issue, language: TLanguage): string {
  if (language === 'en') return issue.message;
  // zod's English locale gives back the same text only when the schema set no message of its own.
  const isDefault = textOf(englishLocale(issue as z.core.$ZodRawIssue)) === issue.message;
  const text = isDefault
    ? (textOf(frenchLocale(issue as z.core.$ZodRawIssue)) ?? issue.message)
    : translate('request.text', language, { text: messageFromEnglish(issue.message, 'schema.') });
  // French typography, as in the catalogs: a non-breaking space before the colon.
  return text.replaceAll(' : ', '\u00a0: ');
}
