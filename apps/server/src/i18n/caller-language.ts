import { acceptedLanguages, pickLanguage, type TLanguage } from '@carnet/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an answer to this caller: the one their account saved, else the first of their
 * browser's (Accept-Language) that Carnet speaks, else the school's (DEFAULT_LANGUAGE).
 */
export function callerLanguage(
  request: FastifyRequest,
  schoolLanguage: TLanguage,
  saved: TLanguage | null = request.actor?.language ?? null,
): TLanguage {
  if (saved) return saved;
  const header = request.headers['accept-language'];
  return pickLanguage(acceptedLanguages(typeof header === 'string' ? header : undefined)) ?? schoolLanguage;
}
