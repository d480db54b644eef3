import { addDays, schoolYearOf, toIsoDate } from '@carnet/contract';
import { publishDocument } from '../modules/documents/documents.publish';
import type { Db } from '../db/connect';
import { markSeenByEveryone } from '../modules/notifications/seen';
import type { DemoSchool } from './people';

type SeedDocument = { title: string; type: string; date: string; lines: string[]; isUnseen?: boolean };

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The first day of the month `back` months before today's. */
function monthStart(today: string, back: number): string {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - back);
  return toIsoDate(date);
}

/** One canteen invoice per month, newest first; only this month's is still unread. */
function invoices(today: string, count: number, family: string, child: string): SeedDocument[] {
  return Array.from({ length: count }, (_, back) => {
    const date = monthStart(today, back);
    const month = monthLabel.format(new Date(`${date}T00:00:00Z`));
    const meals = 14 + ((back * 3) % 5);
    return {
      title: `Invoice ${month}`,
      type: 'Invoice',
      date,
      isUnseen: back === 0,
      lines: [
        `${family} family - ${child}`,
        `Canteen, ${month}: ${meals} meals x 4.50 EUR = ${(meals * 4.5).toFixed(2)} EUR`,
        'Payment within 30 days by bank transfer or at the school office.',
      ],
    };
  });
}

function schoolCertificate(today: string, fullName: string, className: string): SeedDocument {
  const year = schoolYearOf(today);
  return {
    title: `School certificate ${year}`,
    type: 'School certificate',
    date: addDays(today, -45),
    lines: [`The head teacher certifies that ${fullName}`, `is enrolled in class ${className} for the school year ${year}.`],
  };
}

function demoDocuments(today: string): Record<'lea' | 'hugo' | 'noah', SeedDocument[]> {
  return {
    lea: [
      schoolCertificate(today, 'Léa Martin', '6A'),
      // More than six invoices, so the screen's six-per-type cap shows.
      ...invoices(today, 8, 'Martin', 'Léa'),
      {
        title: 'School trip to Normandy',
        type: 'Letter',
        date: addDays(today, -5),
        isUnseen: true,
        lines: ['Class 6A visits the Normandy coast next month.', 'Please return the signed authorisation before Friday.'],
      },
      {
        title: 'Class council',
        type: 'Letter',
        date: addDays(today, -60),
        lines: ['The class council of 6A meets after the last lesson.'],
      },
    ],
    hugo: [
      schoolCertificate(today, 'Hugo Martin', '3B'),
      ...invoices(today, 3, 'Martin', 'Hugo'),
      { title: 'Work experience week', type: 'Letter', date: addDays(today, -20), lines: ['Pupils of 3B spend one week in a company.'] },
    ],
    noah: [schoolCertificate(today, 'Noah Dubois', '6A'), ...invoices(today, 2, 'Dubois', 'Noah')],
  };
}

export async function seedDocuments(db: Db, school: DemoSchool, today: string): Promise<void> {
  for (const [child, documents] of Object.entries(demoDocuments(today)) as Array<['lea' | 'hugo' | 'noah', SeedDocument[]]>) {
    for (const { isUnseen, ...document } of documents) {
      const documentId = await publishDocument(db, { childId: school.children[child], ...document });
      if (!isUnseen) await markSeenByEveryone(db, 'document', documentId);
    }
  }
}
