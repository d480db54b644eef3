import type { TMessage, TStaffConversation, TStaffConversationSummary } from '@carnet/contract';

/** The demo school's conversation about Hugo, between the Martin parent and Paul Bernard, as the staff API answers it. */
export const hugoSummary: TStaffConversationSummary = {
  id: 7,
  childId: 2,
  childFirstName: 'Hugo',
  childLastName: 'Martin',
  familyId: 1,
  familyName: 'Martin',
  subject: 'Homework for Monday',
  staffKind: 'teacher',
  teacherName: 'Paul Bernard',
  isStudentOnly: false,
  // 09:30 at the school (Europe/Paris).
  lastMessageAt: '2026-11-27T08:30:00.000Z',
  unread: 2,
  isClosed: false,
};

export const officeSummary: TStaffConversationSummary = {
  ...hugoSummary,
  id: 8,
  childId: 1,
  childFirstName: 'Léa',
  subject: 'Lunch card',
  staffKind: 'office',
  teacherName: null,
  lastMessageAt: '2026-11-26T15:00:00.000Z',
  unread: 0,
  isClosed: true,
};

const message = (overrides: Partial<TMessage>): TMessage => ({
  id: 1,
  authorName: 'Claire Martin',
  isMine: false,
  fromFamily: true,
  body: 'Hello, Hugo was ill: which exercises are due?',
  createdAt: '2026-11-27T08:00:00.000Z',
  deliverAt: '2026-11-27T08:00:00.000Z',
  isUrgent: false,
  files: [],
  reads: [],
  ...overrides,
});

export const parentMessage = message({ id: 1, files: [{ id: 3, name: 'note.pdf', mediaType: 'application/pdf', size: 1200 }] });
/** Paul's answer, read by Claire Martin at 08:12 at the school. */
export const readAnswer = message({
  id: 2,
  authorName: 'Paul Bernard',
  isMine: true,
  fromFamily: false,
  body: 'Exercises 4 and 5, page 32.',
  createdAt: '2026-11-27T08:30:00.000Z',
  deliverAt: '2026-11-27T08:30:00.000Z',
  reads: [{ userId: 1, name: 'Claire Martin', readAt: '2026-11-28T07:12:00.000Z' }],
});
/** Written in quiet hours: held until 07:00 at the school, on a day far ahead so it is always still held. */
export const heldAnswer = message({
  id: 3,
  authorName: 'Paul Bernard',
  isMine: true,
  fromFamily: false,
  body: 'And bring the ruler.',
  createdAt: '2099-11-29T20:00:00.000Z',
  deliverAt: '2099-11-30T06:00:00.000Z',
});

export const hugoConversation: TStaffConversation = {
  ...hugoSummary,
  closedAt: null,
  isParty: true,
  // The API's order: newest first.
  messages: [heldAnswer, readAnswer, parentMessage],
};
