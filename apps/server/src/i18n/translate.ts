import type { TLanguage } from '@carnet/contract';
import { type MessageKey, messagesEn } from './messages.en';
import { messagesFr } from './messages.fr';

export type { MessageKey } from './messages.en';

/** How long to wait, said in the reader's language ('15 minutes', '30 secondes'). */
export type Wait = { readonly waitSeconds: number };
/** A message inside another, translated with it ('question 2: An answer is required'). */
export type Message = { readonly key: MessageKey; readonly params?: MessageParams };
export type MessageParam = string | number | Wait | Message;
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

function render(param: MessageParam, language: TLanguage): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return String(param);
  if ('waitSeconds' in param) return formatWait(param.waitSeconds, language);
  return translate(param.key, language, param.params);
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
