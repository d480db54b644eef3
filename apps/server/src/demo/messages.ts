import { addDays } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createFile } from '../lib/files';
import { makePdf } from '../lib/pdf';
import { createConversation, createMessage } from '../modules/messages/messages.factory';
import type { DemoSchool } from './people';

/** An instant of a day before today, in the school's morning or afternoon (UTC: an hour before Paris in winter). */
const at = (today: string, daysBack: number, time: string) => `${addDays(today, -daysBack)}T${time}:00.000Z`;

/**
 * Two conversations of the Martin parent (decision 102): with Paul Bernard about Hugo, answered and read, the
 * parent's last question not yet read by him; and with the office about Léa, whose answer the parent has not read.
 */
export async function seedMessages(db: Db, school: DemoSchool, today: string): Promise<void> {
  const { parent, teacher, office } = school.users;
  const maths = await createConversation(db, {
    familyId: school.families.martin,
    childId: school.children.hugo,
    staffKind: 'teacher',
    teacherId: school.teachers.bernard,
    subject: 'Hugo’s maths homework',
    startedBy: parent,
    byFamily: true,
    at: at(today, 3, '16:30'),
  });
  await createMessage(db, {
    conversationId: maths,
    authorId: parent,
    byFamily: true,
    body: 'Hugo found the fractions exercises hard. Could he have a few more examples?',
    at: at(today, 3, '16:30'),
    readBy: [teacher],
    readAt: at(today, 2, '07:10'),
  });
  await createMessage(db, {
    conversationId: maths,
    authorId: teacher,
    byFamily: false,
    body: 'Of course: I will give him a sheet of worked examples tomorrow.',
    at: at(today, 2, '07:15'),
    readBy: [parent],
    readAt: at(today, 2, '17:00'),
  });
  await createMessage(db, {
    conversationId: maths,
    authorId: parent,
    byFamily: true,
    body: 'Thank you, that helped a lot.',
    at: at(today, 1, '17:45'),
  });

  const dentist = await createConversation(db, {
    familyId: school.families.martin,
    childId: school.children.lea,
    staffKind: 'office',
    subject: 'Dentist appointment on Thursday',
    startedBy: parent,
    byFamily: true,
    at: at(today, 1, '08:00'),
  });
  const appointment = await createMessage(db, {
    conversationId: dentist,
    authorId: parent,
    byFamily: true,
    body: 'Léa has a dentist appointment on Thursday at 10:00 and will miss the morning.',
    at: at(today, 1, '08:00'),
    readBy: [office],
    readAt: at(today, 1, '08:30'),
  });
  const card = makePdf('Appointment card', ['Dr Lambert, dental surgeon', 'Thursday, 10:00']);
  const fileId = await createFile(db, { name: 'appointment-card.pdf', mediaType: 'application/pdf', bytes: card });
  await db.insertInto('message_files').values({ message_id: appointment, file_id: fileId }).execute();
  await createMessage(db, {
    conversationId: dentist,
    authorId: office,
    byFamily: false,
    body: 'Noted, thank you. Please bring a note when she comes back.',
    at: at(today, 1, '08:40'),
  });
}
