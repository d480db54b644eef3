import { addDays } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createFile } from '../lib/files';
import { makePdf } from '../lib/pdf';
import { createAnnouncement } from '../modules/announcements/announcements.factory';
import type { DemoSchool } from './people';

/**
 * Two announcements (decision 105): the office's to 3B (Hugo's class: the Martins only), asking for an
 * acknowledgement, with the trip's letter, not read yet; and Paul Bernard's to his 3B mathematics group,
 * read by the Martins.
 */
export async function seedAnnouncements(db: Db, school: DemoSchool, today: string): Promise<void> {
  await createAnnouncement(db, {
    senderId: school.users.teacher,
    teacherId: school.teachers.bernard,
    audience: { kind: 'teachingGroups', ids: [school.subjects.class3B[0]!] },
    audienceLabel: '3B Mathematics',
    title: 'Calculators for Friday’s test',
    body: 'Please make sure your child brings a calculator on Friday: the test covers equations and graphs.',
    asksAcknowledgement: false,
    at: `${addDays(today, -2)}T15:00:00.000Z`,
    readBy: [school.families.martin],
  });
  const letter = makePdf('Museum trip', ['3B visits the Musée des Arts et Métiers', 'Departure 8:30, return 16:00']);
  const fileId = await createFile(db, { name: 'museum-trip.pdf', mediaType: 'application/pdf', bytes: letter });
  await createAnnouncement(db, {
    senderId: school.users.office,
    audience: { kind: 'classes', ids: [school.classes.class3B] },
    audienceLabel: '3B',
    title: 'Museum trip on Thursday',
    body: '3B visits the Musée des Arts et Métiers on Thursday. Departure at 8:30 from the school, return at 16:00. Please confirm you have read this.',
    asksAcknowledgement: true,
    at: `${addDays(today, -1)}T09:30:00.000Z`,
    fileIds: [fileId],
  });
}
