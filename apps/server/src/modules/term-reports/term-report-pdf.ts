import type { TLanguage } from '@carnet/contract';
import PDFDocument from 'pdfkit';
import { translate } from '../../i18n/translate';
import { longDay } from '../homework/cahier-pdf';
import type { PupilReport, TermRow } from './term-report-facts';

/**
 * A pupil's term report on paper (decision 114): the school, the pupil, the class and the term; a table
 * per subject (the teacher, the pupil's average, the class's average, lowest and highest, all out of 20)
 * with the teacher's appreciation under it; the competencies summed up per domain (how often each level,
 * the median level named, never a mark); the overall average; the head teacher's appreciation; the term's
 * absences and lateness. Helvetica (WinAnsi), as the cahier (decision 111).
 */

const MARGIN = 48;
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return text
    .replace(/\u202f/g, '\u00a0')
    .replace(/[\t\r]/g, ' ')
    .replace(/./gu, (c) => (c <= '\u00ff' || WIN_ANSI_EXTRA.includes(c) ? c : '?'));
}

/** A figure as the reader writes it: '12.50' or '12,50'; '-' for none. */
export function figure(value: number | null, language: TLanguage): string {
  if (value === null) return '-';
  const text = value.toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

export type TermReportPdfContext = { language: TLanguage; schoolName: string };

const COLUMNS = [
  { key: 'subject', width: 0.27 },
  { key: 'teacher', width: 0.25 },
  { key: 'average', width: 0.12 },
  { key: 'classAverage', width: 0.12 },
  { key: 'lowest', width: 0.12 },
  { key: 'highest', width: 0.12 },
] as const;

export async function termReportPdf(report: PupilReport, term: TermRow, ctx: TermReportPdfContext): Promise<Buffer> {
  const l = ctx.language;
  const name = `${report.firstName} ${report.lastName}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: printable(translate('termReport.title', l, { term: term.name })), Author: printable(ctx.schoolName) },
    lang: l,
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica').fontSize(11).fillColor('#444444').text(printable(ctx.schoolName));
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(printable(translate('termReport.heading', l)));
  doc.moveDown(0.3).font('Helvetica').fontSize(11);
  doc.text(printable(translate('termReport.pupil', l, { name })));
  doc.text(printable(translate('termReport.class', l, { class: report.className })));
  if (report.headTeacher) doc.text(printable(translate('termReport.headTeacher', l, { name: report.headTeacher })));
  doc.text(
    printable(translate('termReport.term', l, { term: term.name, from: longDay(term.start_date, l), to: longDay(term.end_date, l) })),
  );
  doc.moveDown(0.8);

  // The table: a header row, then a row per subject with its appreciation below it.
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    cells.forEach((cell, index) => {
      const w = COLUMNS[index]!.width * width;
      doc.text(printable(cell), x, y, { width: w - 4, align: index >= 2 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = MARGIN;
    doc.y = bottom + 2;
  };
  row(
    COLUMNS.map((c) => translate(`termReport.${c.key}`, l)),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#888888')
    .stroke();
  doc.moveDown(0.2);
  if (report.subjects.length === 0)
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .text(printable(translate('termReport.noMarks', l)), MARGIN);
  for (const subject of report.subjects) {
    row(
      [
        subject.subject,
        subject.teacher,
        figure(subject.average, l),
        figure(subject.classFigures.average, l),
        figure(subject.classFigures.lowest, l),
        figure(subject.classFigures.highest, l),
      ],
      false,
    );
    if (subject.appreciation) {
      doc
        .font('Helvetica-Oblique')
        .fontSize(9)
        .text(printable(translate('termReport.appreciation', l, { text: subject.appreciation })), MARGIN + 10, undefined, {
          width: width - 10,
        });
      doc.x = MARGIN;
    }
    doc.moveDown(0.3);
  }
  doc.moveDown(0.4);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(
      printable(
        report.overallAverage === null
          ? translate('termReport.overallNone', l)
          : translate('termReport.overall', l, { average: figure(report.overallAverage, l) }),
      ),
      MARGIN,
    );

  if (report.domains.length > 0) {
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(printable(translate('termReport.competencies', l)));
    doc.font('Helvetica').fontSize(9.5);
    for (const domain of report.domains) {
      const [l1, l2, l3, l4] = domain.counts;
      const counts = translate('termReport.domainCounts', l, { l1, l2, l3, l4 });
      const level = domain.level === null ? '-' : translate(`termReport.level.${domain.level}`, l);
      doc.text(printable(translate('termReport.domainLine', l, { domain: domain.domain, level, counts })));
    }
  }

  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(printable(translate('termReport.general', l)));
  doc
    .font(report.general ? 'Helvetica' : 'Helvetica-Oblique')
    .fontSize(10)
    .text(printable(report.general || translate('termReport.noGeneral', l)), { width });
  doc
    .moveDown(0.6)
    .font('Helvetica')
    .fontSize(10)
    .text(printable(translate('termReport.attendance', l, report.attendance)));
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
