/** One e-mail as Carnet writes it: plain text for every reader, HTML for those that show it. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The `lang` of the HTML part and the Content-Language header. */
  language: string;
  /** Extra headers (notification e-mail: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message (a meeting confirmation's `.ics`), as text. */
  attachments?: { filename: string; content: string; contentType: string }[];
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type MailContent = {
  language: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Said after the action (how long the link lasts, what to do if it was not you). */
  after?: string[];
  signature: string;
};

/** The same words in both parts; the HTML is simple enough for every mail reader and screen reader. */
export function composeMail(to: string, content: MailContent): MailMessage {
  const { action, after = [] } = content;
  const textParts = [
    content.greeting,
    ...content.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after,
    content.signature,
  ];
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      paragraph(action.url)
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    button,
    ...after.map(paragraph),
    paragraph(content.signature),
    '</div></body></html>',
  ].join('\n');
  return { to, subject: content.subject, text: textParts.join('\n\n') + '\n', html, language: content.language };
}
