import type { TLanguage } from '@carnet/contract';
import { type MessageKey, messagesEn } from './messages.en';
import { messagesFr } from './messages.fr';

export type { MessageKey } from './messages.en';

/** How long to wait, said in the reader's language ('15 minutes', '30 secondes'). */
export type Wait = { readonly waitSeconds: number };
/** A message inside another, translated with it ('question 2: An answer is required'). */
export type Message = { readonly key: MessageKey; readonly params?: MessageParams };
/** A calendar day ('YYYY-MM-DD' or an instant, read in UTC), said as the reader's language writes it. */
export type DayParam = { readonly date: string };
/** A day of the week, 1 (Monday) to 7, by its name in the reader's language. */
export type WeekdayParam = { readonly weekday: number };
/** A text the data holds in both languages (a term date's title_en and title_fr). */
export type BilingualParam = { readonly en: string; readonly fr: string };
/** Several parts said one after another ('moved to …, now starts at …'). */
export type ListParam = { readonly items: readonly MessageParam[] };
export type MessageParam = string | number | Wait | Message | DayParam | WeekdayParam | BilingualParam | ListParam;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** The `{name}` placeholders of a catalog text, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** The params a key needs: none for a text without placeholders, each of its placeholders otherwise. */
/** Keys whose text has no placeholder. */
export type PlainKey = { [Key in MessageKey]: [Placeholders<(typeof messagesEn)[Key]>] extends [never] ? Key : never }[MessageKey];

export type ParamsOf<Key extends MessageKey> = [Placeholders<(typeof messagesEn)[Key]>] extends [never]
  ? [params?: undefined]
  : [params: Readonly<Record<Placeholders<(typeof messagesEn)[Key]>, MessageParam>>];

const catalogs: Record<TLanguage, Record<MessageKey, string>> = { en: messagesEn, fr: messagesFr };

export const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Under two minutes in seconds, under two hours in minutes, else in hours; always rounded up, never 0.
 * ICU separates number and unit by a plain or a non-breaking space depending on the unit: French
 * always gets the non-breaking one ('15\u00a0minutes'), English a plain space.
 */
export function formatWait(seconds: number, language: TLanguage): string {
  const [unit, amount] =
    seconds < 120
      ? (['second', seconds] as const)
      : seconds < 7200
        ? (['minute', seconds / 60] as const)
        : (['hour', seconds / 3600] as const);
  const text = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.max(1, Math.ceil(amount)));
  return text.replace(/(\d)[ \u00a0\u202f]/, language === 'fr' ? '$1\u00a0' : '$1 ');
}

const dayFormats: Record<TLanguage, Intl.DateTimeFormat> = {
  // The spec's English date: 'day month year' with a two-digit day ('03 March 2026').
  en: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** '03 March 2026' in English, '3 mars 2026' in French (the first of a month is '1er', as French writes it). */
export function formatDay(date: string, language: TLanguage): string {
  const day = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(day.getTime())) return date;
  const text = dayFormats[language].format(day);
  return language === 'fr' && day.getUTCDate() === 1 ? text.replace(/^1 /, '1er ') : text;
}

/** 'Monday' / 'lundi' for 1; 5 January 2026 was a Monday. */
function formatWeekday(weekday: number, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday)),
  );
}

function render(param: MessageParam, language: TLanguage): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return String(param);
  if ('waitSeconds' in param) return formatWait(param.waitSeconds, language);
  if ('date' in param) return formatDay(param.date, language);
  if ('weekday' in param) return formatWeekday(param.weekday, language);
  if ('items' in param) return param.items.map((item) => render(item, language)).join(', ');
  if ('key' in param) return translate(param.key, language, param.params);
  return param[language];
}

/** The catalog text of `key` in `language`, its `{name}` placeholders filled from `params`. */
export function translate(key: MessageKey, language: TLanguage, params: MessageParams = {}): string {
  return catalogs[language][key].replace(PLACEHOLDER, (whole, name: string) => {
    const param = params[name];
    return param === undefined ? whole : render(param, language);
  });
}

/** Every key of the English catalog (the source), for the completeness tests. */
export const messageKeys = Object.keys(messagesEn) as MessageKey[];
export const catalogOf = (language: TLanguage): Readonly<Record<MessageKey, string>> => catalogs[language];
