import {
  addDays,
  audiencePupilsPath,
  conductEntryPath,
  conductPaths,
  concernPath,
  eveningPath,
  eveningSchedulePath,
  eveningSchedulePdfPath,
  registerPath,
  rollCallPaths,
  staffAnnouncementPath,
  staffAnnouncementPaths,
  staffCahierPdfPath,
  staffConversationPath,
  staffMessagePaths,
  staffNotificationPaths,
  staffPaths,
  staffCahierPath,
  staffHomeworkFilePath,
  staffHomeworkItemPath,
  staffHomeworkPaths,
  staffLessonNotePath,
  staffWorkloadPath,
  staffAssessmentMarksPath,
  staffAssessmentPath,
  staffAssessmentPublishPath,
  staffMarksGroupPath,
  staffMarksPaths,
  staffTermReportClassPath,
  staffTermReportGroupPath,
  staffTermReportsPaths,
  staffTermReportPath,
} from '@carnet/contract';
import type { Db } from '../../src/db/connect';
import type { DemoSchool } from '../../src/demo';
import { OPEN_MEETING_NAME, PAST_MEETING_NAME } from '../../src/demo/meetings';
import type { Probe } from './cross-family-probes';

/**
 * A call of the second demo teacher (Marc Girard, PE in 6A) on the first's things (Paul Bernard, Maths
 * in 6A and 3B), and what it must answer: 404 where an id names something that is not his (as for
 * families), 403 where the audience picker refuses what is not his (its own answer, decision 084), 200
 * where the route lists the caller's own things, which must then hold none of Paul Bernard's; 400
 * where a teacher asks for news their role is not told of (a returned form is the office's, decision 088).
 */
export type TeacherProbe = Probe & { answers: 200 | 400 | 403 | 404 };

/** Paul Bernard's things of every kind a teacher's route can name, read from the seeded database. */
export async function bernardIds(db: Db, school: DemoSchool, today: string) {
  const first = async <T>(query: Promise<T | undefined>, what: string): Promise<T> => {
    const row = await query;
    if (row === undefined) throw new Error(`the demo school has no ${what} of Paul Bernard`);
    return row;
  };
  const groupsOf = async (teacherId: number) =>
    (await db.selectFrom('subjects').select('id').where('teacher_id', '=', teacherId).execute()).map((r) => r.id);
  const pupilsOf = async (groups: number[]) =>
    (await db.selectFrom('child_subjects').select('child_id').distinct().where('subject_id', 'in', groups).execute()).map(
      (r) => r.child_id,
    );
  const bernardGroups = await groupsOf(school.teachers.bernard);
  const girardPupils = new Set(await pupilsOf(await groupsOf(school.teachers.girard)));
  const onlyBernards = (await pupilsOf(bernardGroups)).filter((id) => !girardPupils.has(id));
  if (onlyBernards.length === 0) throw new Error('the demo school has no pupil of Paul Bernard that Marc Girard does not teach');
  // The next lesson of each of his groups from today: a register a teacher could take today if it were his.
  const lessons = await Promise.all(
    bernardGroups.map((group) =>
      first(
        db
          .selectFrom('lessons')
          .select(['id', 'date'])
          .where('subject_id', '=', group)
          .where('date', '>=', today)
          .orderBy('date')
          .orderBy('start_hour')
          .executeTakeFirst(),
        `lesson of group ${group}`,
      ),
    ),
  );
  const evening = (name: string) => first(db.selectFrom('meetings').select('id').where('name', '=', name).executeTakeFirst(), name);
  return {
    teacherId: school.teachers.bernard,
    groups: bernardGroups,
    /** Pupils of his groups whom Marc Girard does not teach (Hugo, 3B). */
    pupils: onlyBernards,
    lessons,
    /** The lesson's pupils, each to mark in the register: a valid body, so only the reach refuses it. */
    pupilsOfLesson: async (lessonId: number) =>
      (
        await db
          .selectFrom('lessons')
          .innerJoin('child_subjects', 'child_subjects.subject_id', 'lessons.subject_id')
          .innerJoin('children', 'children.id', 'child_subjects.child_id')
          .select('child_subjects.child_id')
          .where('lessons.id', '=', lessonId)
          .where('children.deactivated_at', 'is', null)
          .execute()
      ).map((r) => r.child_id),
    evenings: [(await evening(OPEN_MEETING_NAME)).id, (await evening(PAST_MEETING_NAME)).id],
    /** Another staff account's notification (the office's returned form): a teacher cannot mark it read. */
    othersNotification: (
      await first(
        db.selectFrom('notifications').select('id').where('user_id', '=', school.users.office).executeTakeFirst(),
        "office's notification (another staff account's)",
      )
    ).id,
    /** A concern he raised about a pupil Marc Girard teaches too: the author and the office read it, no one else. */
    concern: await first(
      db
        .selectFrom('concerns')
        .select(['id', 'child_id'])
        .where('raised_by', '=', school.users.teacher)
        .where('child_id', 'in', [...girardPupils])
        .executeTakeFirst(),
      'concern about a pupil Marc Girard teaches',
    ),
    /** His conversation with the Martins about Hugo, its first message, and an attachment of a conversation not Marc Girard's. */
    conversation: (
      await first(
        db.selectFrom('conversations').select('id').where('teacher_id', '=', school.teachers.bernard).orderBy('id').executeTakeFirst(),
        'conversation',
      )
    ).id,
    message: (
      await first(
        db
          .selectFrom('messages')
          .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
          .select('messages.id')
          .where('conversations.teacher_id', '=', school.teachers.bernard)
          .executeTakeFirst(),
        'message',
      )
    ).id,
    messageFile: (await first(db.selectFrom('message_files').select('file_id as id').executeTakeFirst(), 'message attachment')).id,
    /** His announcement to his 3B mathematics group, and an announcement's attachment that is not Marc Girard's. */
    announcement: (
      await first(
        db.selectFrom('announcements').select('id').where('sender_id', '=', school.users.teacher).orderBy('id').executeTakeFirst(),
        'announcement',
      )
    ).id,
    announcementFile: (
      await first(db.selectFrom('announcement_files').select('file_id as id').executeTakeFirst(), 'announcement attachment')
    ).id,
    /** His homework in 3B, a lesson of his, and an attachment of his cahier (decision 110). */
    homework: (
      await first(
        db
          .selectFrom('homework')
          .select('id')
          .where('subject_id', 'in', bernardGroups)
          .where('withdrawn_at', 'is', null)
          .orderBy('id')
          .executeTakeFirst(),
        'homework',
      )
    ).id,
    homeworkFiles: [
      ...(await db.selectFrom('homework_files').select('file_id as id').limit(1).execute()),
      ...(await db.selectFrom('lesson_note_files').select('file_id as id').limit(1).execute()),
    ].map((r) => r.id),
    /** His assessments: a released one and the draft the demo keeps (decision 114). */
    assessments: (await db.selectFrom('assessments').select('id').where('subject_id', 'in', bernardGroups).orderBy('id').execute()).map(
      (r) => r.id,
    ),
    /** A term of the school year, and the class of a pupil of his (decision 114): Marc Girard is not its head teacher. */
    term: (await first(db.selectFrom('school_terms').select('id').orderBy('start_date', 'desc').executeTakeFirst(), 'term')).id,
    classId: school.classes.class3B,
    /** A reward of a pupil of his whom Marc Girard does not teach: only those who may write one for the pupil correct it. */
    reward: (
      await first(db.selectFrom('rewards').select('id').where('child_id', 'in', onlyBernards).executeTakeFirst(), 'reward of his own pupil')
    ).id,
  };
}

type BernardIds = Awaited<ReturnType<typeof bernardIds>>;

/**
 * For every route a teacher may call, Marc Girard's calls on Paul Bernard's things. Bodies are valid, so
 * only the reach stands in the way. A teacher's route missing here fails the matrix, so a new one cannot
 * escape it. Forms are the office's only: every forms route refuses any teacher (the office-only test).
 */
export async function crossTeacherProbes(ids: BernardIds, today: string): Promise<Record<string, TeacherProbe[]>> {
  const [pupil] = ids.pupils;
  if (pupil === undefined) throw new Error('no pupil of Paul Bernard only');
  const get = (url: string, answers: TeacherProbe['answers']): TeacherProbe => ({ method: 'GET', url, answers });
  const post = (url: string, payload: unknown, answers: TeacherProbe['answers']): TeacherProbe => ({
    method: 'POST',
    url,
    payload,
    answers,
  });
  const registers = await Promise.all(
    ids.lessons.map(async (lesson) => ({
      lesson,
      marks: (await ids.pupilsOfLesson(lesson.id)).map((childId) => ({ childId, mark: 'absent' })),
    })),
  );
  const entry = { childId: pupil, kind: 'sanction', date: today, subject: 'Not his pupil', resume: '' };
  const concern = { childId: pupil, type: 'Behaviour', reason: 'Not his pupil', date: today, comment: '' };
  const put = (url: string, payload: unknown, answers: TeacherProbe['answers']): TeacherProbe => ({ method: 'PUT', url, payload, answers });
  const officeNews = { preferences: [{ subject: 'form returned', channel: 'email' }] };
  const count = (audience: unknown) => post(staffPaths.audienceCount, { audience }, 403);
  return {
    [`GET ${rollCallPaths.lessons}`]: ids.lessons.map((lesson) => get(`${rollCallPaths.lessons}?date=${lesson.date}`, 200)),
    [`GET ${rollCallPaths.register}`]: ids.lessons.map((lesson) => get(registerPath(lesson.id), 404)),
    [`POST ${rollCallPaths.register}`]: registers.map(({ lesson, marks }) => post(registerPath(lesson.id), { marks }, 404)),
    'GET /api/staff/evenings': [get('/api/staff/evenings', 200)],
    'GET /api/staff/evenings/:id': ids.evenings.map((id) => get(eveningPath(id), 200)),
    'GET /api/staff/evenings/:id/schedule': ids.evenings.map((id) => get(eveningSchedulePath(id, ids.teacherId), 404)),
    'GET /api/staff/evenings/:id/schedule.pdf': ids.evenings.map((id) => get(eveningSchedulePdfPath(id, ids.teacherId), 404)),
    [`GET ${conductPaths.pupils}`]: [get(conductPaths.pupils, 200)],
    [`GET ${conductPaths.entries}`]: [get(conductPaths.entries, 200), get(`${conductPaths.entries}?childId=${pupil}`, 200)],
    [`POST ${conductPaths.entries}`]: [
      post(conductPaths.entries, entry, 404),
      post(conductPaths.entries, { ...entry, kind: 'reward' }, 404),
    ],
    [`GET ${conductPaths.concerns}`]: [
      get(conductPaths.concerns, 200),
      get(`${conductPaths.concerns}?childId=${ids.concern.child_id}`, 200),
    ],
    [`POST ${conductPaths.concerns}`]: [post(conductPaths.concerns, concern, 404)],
    [`PATCH ${conductPaths.entry}`]: [
      { method: 'PATCH', url: conductEntryPath(ids.reward), payload: { date: today, subject: 'Changed', resume: '' }, answers: 404 },
    ],
    [`DELETE ${conductPaths.entry}`]: [{ method: 'DELETE', url: conductEntryPath(ids.reward), answers: 404 }],
    [`PATCH ${conductPaths.concern}`]: [
      { method: 'PATCH', url: concernPath(ids.concern.id), payload: { ...concern, childId: undefined, staffOnly: false }, answers: 404 },
    ],
    [`DELETE ${conductPaths.concern}`]: [{ method: 'DELETE', url: concernPath(ids.concern.id), answers: 404 }],
    [`GET ${staffNotificationPaths.list}`]: [get(staffNotificationPaths.list, 200)],
    [`POST ${staffNotificationPaths.read}`]: [
      post(staffNotificationPaths.read.replace(':id', String(ids.othersNotification)), undefined, 404),
    ],
    [`POST ${staffNotificationPaths.readAll}`]: [post(staffNotificationPaths.readAll, undefined, 200)],
    [`GET ${staffNotificationPaths.preferences}`]: [get(staffNotificationPaths.preferences, 200)],
    [`PUT ${staffNotificationPaths.preferences}`]: [put(staffNotificationPaths.preferences, officeNews, 400)],
    [`GET ${staffPaths.audienceChoices}`]: [get(staffPaths.audienceChoices, 200)],
    [`POST ${staffPaths.audienceCount}`]: [
      count({ kind: 'teachingGroups', ids: ids.groups }),
      count({ kind: 'pupils', ids: [pupil] }),
      count({ kind: 'school' }),
    ],
    [`GET ${audiencePupilsPath}`]: [get(`${audiencePupilsPath}?q=${encodeURIComponent('Hugo')}`, 200)],
    // Messages (decision 102): his conversation is not Marc Girard's, nor are his pupils' families his to write to.
    [`GET ${staffMessagePaths.list}`]: [get(staffMessagePaths.list, 200), get(`${staffMessagePaths.list}?q=maths`, 200)],
    [`POST ${staffMessagePaths.list}`]: [post(staffMessagePaths.list, { childId: pupil, subject: 'Not his pupil', body: 'Hello' }, 404)],
    [`GET ${staffMessagePaths.unread}`]: [get(staffMessagePaths.unread, 200)],
    // Announcements (decision 105): his are not Marc Girard's to read or remind, nor his groups Marc Girard's to write to.
    [`GET ${staffAnnouncementPaths.list}`]: [get(staffAnnouncementPaths.list, 200)],
    [`POST ${staffAnnouncementPaths.list}`]: [
      post(
        staffAnnouncementPaths.list,
        { audience: { kind: 'teachingGroups', ids: ids.groups }, title: 'Not his group', body: 'Hello', asksAcknowledgement: false },
        403,
      ),
      post(
        staffAnnouncementPaths.list,
        { audience: { kind: 'pupils', ids: [pupil] }, title: 'Not his pupil', body: 'Hello', asksAcknowledgement: true },
        403,
      ),
    ],
    [`GET ${staffAnnouncementPaths.announcement}`]: [get(staffAnnouncementPath(ids.announcement), 404)],
    [`POST ${staffAnnouncementPaths.remind}`]: [
      post(staffAnnouncementPaths.remind.replace(':id', String(ids.announcement)), undefined, 404),
    ],
    [`GET ${staffAnnouncementPaths.file}`]: [get(staffAnnouncementPaths.file.replace(':id', String(ids.announcementFile)), 404)],
    [`POST ${staffMessagePaths.reports}`]: [post(staffMessagePaths.reports, { messageId: ids.message, reason: 'Not his' }, 404)],
    [`GET ${staffMessagePaths.conversation}`]: [get(staffConversationPath(ids.conversation), 404)],
    [`POST ${staffMessagePaths.conversation}`]: [post(staffConversationPath(ids.conversation), { body: 'Not his' }, 404)],
    [`GET ${staffMessagePaths.file}`]: [get(staffMessagePaths.file.replace(':id', String(ids.messageFile)), 404)],
    // The cahier de textes (decision 110): his groups are not Marc Girard's to read or write in.
    [`GET ${staffHomeworkPaths.groups}`]: [get(staffHomeworkPaths.groups, 200)],
    [`GET ${staffHomeworkPaths.cahier}`]: ids.groups.map((group) => get(staffCahierPath(group), 404)),
    [`GET ${staffHomeworkPaths.workload}`]: ids.groups.map((group) => get(`${staffWorkloadPath(group)}?date=${today}`, 404)),
    [`PUT ${staffHomeworkPaths.note}`]: ids.lessons.map((lesson) => put(staffLessonNotePath(lesson.id), { body: 'Not his lesson' }, 404)),
    [`POST ${staffHomeworkPaths.create}`]: ids.groups.map((groupId) =>
      post(
        staffHomeworkPaths.create,
        { groupId, kind: 'homework', text: 'Not his group', due: { kind: 'date', date: addDays(today, 3) }, minutes: 10 },
        404,
      ),
    ),
    [`PATCH ${staffHomeworkPaths.item}`]: [
      { method: 'PATCH', url: staffHomeworkItemPath(ids.homework), payload: { text: 'Not his' }, answers: 404 },
    ],
    [`DELETE ${staffHomeworkPaths.item}`]: [{ method: 'DELETE', url: staffHomeworkItemPath(ids.homework), answers: 404 }],
    [`GET ${staffHomeworkPaths.file}`]: ids.homeworkFiles.map((id) => get(staffHomeworkFilePath(id), 404)),
    [`GET ${staffHomeworkPaths.cahierPdf}`]: ids.groups.map((group) => get(staffCahierPdfPath(group), 404)),
    // Marks (decision 114): Paul Bernard's groups and assessments are not Marc Girard's to read, mark or publish.
    [`GET ${staffMarksPaths.groups}`]: [get(staffMarksPaths.groups, 200), get(`${staffMarksPaths.groups}?archived=true`, 200)],
    [`GET ${staffMarksPaths.group}`]: ids.groups.map((group) => get(staffMarksGroupPath(group), 404)),
    [`POST ${staffMarksPaths.create}`]: ids.groups.map((groupId) =>
      post(staffMarksPaths.create, { groupId, title: 'Not his group', date: today, kind: 'mark' }, 404),
    ),
    [`GET ${staffMarksPaths.assessment}`]: ids.assessments.map((id) => get(staffAssessmentPath(id), 404)),
    [`PATCH ${staffMarksPaths.assessment}`]: ids.assessments.map((id) => ({
      method: 'PATCH' as const,
      url: staffAssessmentPath(id),
      payload: { title: 'Not his' },
      answers: 404 as const,
    })),
    [`DELETE ${staffMarksPaths.assessment}`]: ids.assessments.map((id) => ({
      method: 'DELETE' as const,
      url: staffAssessmentPath(id),
      answers: 404 as const,
    })),
    [`PUT ${staffMarksPaths.marks}`]: ids.assessments.map((id) =>
      put(staffAssessmentMarksPath(id), { marks: [{ childId: pupil, value: 1 }] }, 404),
    ),
    [`POST ${staffMarksPaths.publish}`]: ids.assessments.map((id) => post(staffAssessmentPublishPath(id), undefined, 404)),
    [`GET ${staffMarksPaths.competencies}`]: [get(staffMarksPaths.competencies, 200)],
    [`GET ${staffMarksPaths.settings}`]: [get(staffMarksPaths.settings, 200)],
    // The term report (decision 114): his groups' appreciations and a class he is not head teacher of.
    [`GET ${staffTermReportsPaths.terms}`]: [get(staffTermReportsPaths.terms, 200)],
    [`GET ${staffTermReportsPaths.term}`]: [get(staffTermReportPath(ids.term), 200)],
    [`GET ${staffTermReportsPaths.group}`]: ids.groups.map((group) => get(staffTermReportGroupPath(ids.term, group), 404)),
    [`PUT ${staffTermReportsPaths.group}`]: ids.groups.map((group) =>
      put(staffTermReportGroupPath(ids.term, group), { appreciations: [{ childId: pupil, text: 'Not his group' }] }, 404),
    ),
    [`GET ${staffTermReportsPaths.class}`]: [get(staffTermReportClassPath(ids.term, ids.classId), 404)],
    [`PUT ${staffTermReportsPaths.class}`]: [
      put(staffTermReportClassPath(ids.term, ids.classId), { appreciations: [{ childId: pupil, text: 'Not his class' }] }, 404),
    ],
  };
}

/**
 * Words that only Paul Bernard's reach holds: his name as the staff side shows it, the names of his
 * pupils that Marc Girard does not teach, his teaching groups' names, the concerns he raised, and the
 * rewards and sanctions of his pupils only. Anything Marc Girard's own reach also holds is left out.
 */
export async function bernardSecrets(db: Db, school: DemoSchool, ids: BernardIds): Promise<string[]> {
  const teacherTexts = async (teacherId: number, userId: number, pupils: number[]) => {
    const [teacher, children, groups, concerns, rewards] = await Promise.all([
      db.selectFrom('teachers').select(['first_name', 'last_name']).where('id', '=', teacherId).executeTakeFirstOrThrow(),
      pupils.length === 0 ? [] : db.selectFrom('children').select(['first_name', 'last_name']).where('id', 'in', pupils).execute(),
      db.selectFrom('subjects').select('teaching_group').where('teacher_id', '=', teacherId).execute(),
      db.selectFrom('concerns').select(['reason', 'comment']).where('raised_by', '=', userId).execute(),
      pupils.length === 0 ? [] : db.selectFrom('rewards').select(['subject', 'resume']).where('child_id', 'in', pupils).execute(),
    ]);
    const conversations = await db
      .selectFrom('conversations')
      .innerJoin('messages', 'messages.conversation_id', 'conversations.id')
      .select(['conversations.subject', 'messages.body'])
      .where('conversations.teacher_id', '=', teacherId)
      .execute();
    const announcements = await db.selectFrom('announcements').select(['title', 'body']).where('sender_id', '=', userId).execute();
    return [
      `${teacher.first_name} ${teacher.last_name}`,
      ...[...children, ...groups, ...concerns, ...rewards, ...conversations, ...announcements].flatMap((row) => Object.values(row)),
    ].filter((text): text is string => typeof text === 'string' && text.length >= 3);
  };
  const girardPupils = (
    await db
      .selectFrom('child_subjects')
      .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
      .select('child_subjects.child_id')
      .distinct()
      .where('subjects.teacher_id', '=', school.teachers.girard)
      .execute()
  ).map((r) => r.child_id);
  const girard = new Set(await teacherTexts(school.teachers.girard, school.users.teacher2, girardPupils));
  return [...new Set(await teacherTexts(ids.teacherId, school.users.teacher, ids.pupils))].filter((text) => !girard.has(text));
}
