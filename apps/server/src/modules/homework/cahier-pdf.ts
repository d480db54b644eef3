import type { TLanguage } from '@carnet/contract';
import PDFDocument from 'pdfkit';
import { translate } from '../../i18n/translate';
import { markdownBlocks, type PlainSpan } from '../../lib/markdown-plain';
import type { CahierForPdf } from './cahier-pdf-data';

/**
 * The cahier de textes on paper (decision 111): the school, the group, then each lesson
 * by date with its note and the homework set in it, then homework set outside a lesson; page numbers at
 * the foot. PDFKit's standard Helvetica (WinAnsi) carries French (é, à, ç, œ, ’, «, €): nothing to
 * embed, and a character outside it (an emoji) prints as '?' rather than breaking the page.
 */

const MARGIN = 56;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', boldItalic: 'Helvetica-BoldOblique' };

/** WinAnsi's repertoire: Latin-1 and the typographic marks it places in 0x80 to 0x9F. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return text
    .replace(/\u202f/g, '\u00a0')
    .replace(/[\t]/g, ' ')
    .replace(/./gu, (c) => (c <= '\u00ff' || WIN_ANSI_EXTRA.includes(c) ? c : '?'));
}

/** A day as its reader says it: 'Thursday 3 September 2026', 'jeudi 3 septembre 2026'. */
export function longDay(isoDate: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${isoDate}T12:00:00Z`))
    .replace(',', '');
}
const shortDay = (isoDate: string, language: TLanguage) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));

type Doc = InstanceType<typeof PDFDocument>;

function writeSpans(doc: Doc, spans: PlainSpan[], options: { indent: number; size: number }) {
  const width = doc.page.width - MARGIN * 2 - options.indent;
  spans.forEach((span, index) => {
    const font = span.bold ? (span.italic ? FONT.boldItalic : FONT.bold) : span.italic ? FONT.italic : FONT.regular;
    const continued = index < spans.length - 1;
    doc.font(font).fontSize(options.size);
    // Only the line's first span places and sizes it: a width given again to a continued span starts a new line.
    if (index === 0) doc.text(printable(span.text), MARGIN + options.indent, undefined, { width, continued });
    else doc.text(printable(span.text), { continued });
  });
}

/** A note's Markdown as formatted lines: bold and italics kept, list items with their bullet or number. */
function writeMarkdown(doc: Doc, markdown: string, indent: number) {
  for (const block of markdownBlocks(markdown)) {
    const depth = indent + block.depth * 14;
    if (block.marker) {
      writeSpans(doc, [{ text: `${block.marker} `, bold: false, italic: false }, ...block.spans], { indent: depth + 8, size: 10.5 });
    } else {
      writeSpans(doc, block.spans, { indent: depth, size: 10.5 });
    }
  }
}

function writeHomework(doc: Doc, items: CahierForPdf['otherHomework'], language: TLanguage, indent: number) {
  for (const item of items) {
    const kind = translate(`cahier.kind.${item.kind as 'homework' | 'test' | 'bring'}`, language);
    const line = translate('cahier.homeworkLine', language, { kind, date: shortDay(item.due_date, language), minutes: item.minutes });
    doc.moveDown(0.2);
    writeSpans(doc, [{ text: line, bold: true, italic: false }], { indent, size: 10.5 });
    writeMarkdown(doc, item.text, indent + 10);
  }
}

export type CahierPdfContext = { language: TLanguage; schoolName: string; today: string };

/** The printed cahier as PDF bytes. */
export async function cahierPdf(cahier: CahierForPdf, ctx: CahierPdfContext): Promise<Buffer> {
  const l = ctx.language;
  const { group } = cahier;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: printable(`${translate('cahier.title', l)}: ${group.teachingGroup}`), Author: printable(ctx.schoolName) },
    lang: l,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font(FONT.regular).fontSize(11).fillColor('#444444').text(printable(ctx.schoolName));
  doc
    .fillColor('#000000')
    .font(FONT.bold)
    .fontSize(20)
    .text(printable(translate('cahier.title', l)));
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(11);
  const heading = [
    translate('cahier.subject', l, { subject: group.subject }),
    translate('cahier.group', l, { group: group.teachingGroup }),
    ...(group.className ? [translate('cahier.class', l, { class: group.className })] : []),
    translate('cahier.teacher', l, { teacher: group.teacher }),
    translate('cahier.period', l, { from: shortDay(cahier.window.from, l), to: shortDay(cahier.window.to, l) }),
    ...(group.archivedAt ? [translate('cahier.archived', l, { date: shortDay(group.archivedAt.slice(0, 10), l) })] : []),
  ];
  for (const line of heading) doc.text(printable(line));
  doc.moveDown(0.8);

  if (cahier.lessons.length === 0)
    doc
      .font(FONT.italic)
      .fontSize(11)
      .text(printable(translate('cahier.noLessons', l)));
  for (const lesson of cahier.lessons) {
    if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
    doc.moveDown(0.6);
    const title = translate('cahier.lesson', l, { date: longDay(lesson.date, l), start: lesson.startHour, end: lesson.endHour });
    writeSpans(doc, [{ text: title, bold: true, italic: false }], { indent: 0, size: 12 });
    doc.moveDown(0.2);
    if (lesson.note === null)
      writeSpans(doc, [{ text: translate('cahier.noNote', l), bold: false, italic: true }], { indent: 10, size: 10.5 });
    else writeMarkdown(doc, lesson.note, 10);
    if (lesson.files.length > 0) {
      writeSpans(doc, [{ text: translate('cahier.attachments', l, { names: lesson.files.join(', ') }), bold: false, italic: true }], {
        indent: 10,
        size: 10,
      });
    }
    if (lesson.homework.length > 0) {
      doc.moveDown(0.2);
      writeSpans(doc, [{ text: translate('cahier.setInLesson', l), bold: false, italic: true }], { indent: 10, size: 10.5 });
      writeHomework(doc, lesson.homework, l, 20);
    }
  }
  if (cahier.otherHomework.length > 0) {
    doc.moveDown(1);
    writeSpans(doc, [{ text: translate('cahier.otherHomework', l), bold: true, italic: false }], { indent: 0, size: 13 });
    writeHomework(doc, cahier.otherHomework, l, 10);
  }

  // The foot of every page: when it was printed, and the page among all (known once every page is written).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The foot sits in the bottom margin: with the margin left in place, PDFKit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const foot = `${translate('cahier.printedOn', l, { date: shortDay(ctx.today, l) })}  ·  ${translate('cahier.page', l, { page: index + 1, pages: range.count })}`;
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor('#555555')
      .text(printable(foot), MARGIN, doc.page.height - MARGIN, { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
