/** Pure display rules shared by the screens, so every screen shows a date, a time or a title the same way. */

export const CERTIFICATE_NAME_MAX = 12;
export const DOCUMENTS_PER_TYPE = 6;
export const HOME_DOCUMENTS = 3;
export const HOME_REGISTRY_ENTRIES = 3;

/** 'A long title here' with max 5 -> 'A lon...'; shorter texts are returned as they are. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Newest first by an ISO date or instant field; stable for equal dates. */
export function sortNewestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
}
