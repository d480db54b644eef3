import type { DbBool } from './schema';

/** The one place where database booleans (0/1 on both engines) meet JavaScript booleans. */
export const toDbBool = (value: boolean): DbBool => (value ? 1 : 0);
export const fromDbBool = (value: number | boolean | null | undefined): boolean => Boolean(Number(value));

/** The one place where JSON text columns are parsed and written. */
export const toJsonText = (value: unknown): string => JSON.stringify(value);
export function fromJsonText<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const nowInstant = (): string => new Date().toISOString();
