import type { TLanguage } from '@carnet/contract';
import type { MessageKey } from './messages.en';
import { catalogOf, type MessageParams, type ParamsOf, translate } from './translate';

/** A notification's kind: its wording is `notice.<kind>` in each catalog ('document.new'). */
export type NoticeKind = MessageKey extends infer Key ? (Key extends `notice.${infer Kind}` ? Kind : never) : never;

/**
 * What a notification says, stored as its kind and its parameters and worded when it is read, in the
 * reader's language (decision 095). Each kind is typed with the placeholders of its catalog text.
 */
export type Notice = {
  [Kind in NoticeKind]: ParamsOf<`notice.${Kind}`> extends [params?: undefined]
    ? { kind: Kind; params?: undefined }
    : { kind: Kind; params: ParamsOf<`notice.${Kind}`>[0] };
}[NoticeKind];

const isNoticeKind = (kind: string): kind is NoticeKind => `notice.${kind}` in catalogOf('en');

/** The parameters as stored (JSON text): a plain object, never null. */
export const noticeParamsText = (notice: Notice): string => JSON.stringify(notice.params ?? {});

function parseParams(text: string): MessageParams {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as MessageParams) : {};
  } catch {
    return {};
  }
}

/**
 * A stored notification in `language`. A kind the catalogs no longer know says its legacy text if it
 * has one, else nothing a family cannot read: the bell never shows a key.
 */
export function wordNotice(kind: string, paramsText: string, language: TLanguage): string {
  const params = parseParams(paramsText);
  if (isNoticeKind(kind)) return translate(`notice.${kind}`, language, params);
  return typeof params.text === 'string' ? params.text : '';
}
