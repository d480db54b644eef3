import type { TLanguage } from '@carnet/contract';
import { translate } from '../../i18n/translate';
import { PREFERENCES_PATH } from './item-url';
import type { UnsubscribeTarget } from './unsubscribe-token';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#f8fafc;margin:0;padding:24px}' +
  'main{max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px}' +
  'button{background:#1d4ed8;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer}' +
  'a{color:#1d4ed8}';

function page(language: TLanguage, body: string): string {
  const title = escapeHtml(translate('notify.unsubscribe.title', language));
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${title}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${title}</h1>${body}`,
    `<p><a href="${PREFERENCES_PATH}">${escapeHtml(translate('notify.unsubscribe.manage', language))}</a></p>`,
    '</main></body></html>',
  ].join('\n');
}

/**
 * What a GET of the link shows: the question and a button that POSTs to the same URL. A GET never
 * changes anything, because mail scanners open every link of a message they check.
 */
export function confirmPage(language: TLanguage, target: UnsubscribeTarget): string {
  const question =
    target === 'digest'
      ? translate('notify.unsubscribe.confirmDigest', language)
      : target === 'absence'
        ? translate('notify.unsubscribe.confirmAbsence', language)
        : translate('notify.unsubscribe.confirm', language, { kind: translate(`notify.kind.${target}`, language) });
  const button = escapeHtml(translate('notify.unsubscribe.button', language));
  return page(
    language,
    `<p>${escapeHtml(question)}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${button}</button></form>`,
  );
}

export function donePage(language: TLanguage, target: UnsubscribeTarget): string {
  const done =
    target === 'digest'
      ? translate('notify.unsubscribe.doneDigest', language)
      : target === 'absence'
        ? translate('notify.unsubscribe.doneAbsence', language)
        : translate('notify.unsubscribe.done', language, { kind: translate(`notify.kind.${target}`, language) });
  return page(language, `<p role="status">${escapeHtml(done)}</p>`);
}
