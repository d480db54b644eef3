import type { ColumnType, Generated } from 'kysely';

/**
 * The database as Kysely sees it. Portable conventions (architecture page): integer ids,
 * dates 'YYYY-MM-DD', instants ISO-8601 UTC, times 'HH:MM', booleans as 0/1 integers
 * (see values.ts), JSON as text, files as bytes in `files`.
 */
export type DbBool = 0 | 1;

export interface FilesTable {
  id: Generated<number>;
  name: string;
  media_type: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}

export interface FamiliesTable {
  id: Generated<number>;
  name: string;
  financial_source: string | null;
  financial_observation: string;
}

export interface FamilyMembersTable {
  id: Generated<number>;
  family_id: number;
  civility: string;
  family_tie: string;
  last_name: string;
  first_name: string;
  phone: string;
  mobile: string;
  email: string;
  birthday: string | null;
  birth_place: string;
  birth_country: string;
  nationality: string;
  language: string;
  job: string;
  address: string;
  postal_code: string;
  city: string;
  contactable: DbBool;
  speaks_english: DbBool;
}

export interface ChildrenTable {
  id: Generated<number>;
  family_id: number;
  first_name: string;
  last_name: string;
  class_year: string;
  class_name: string;
  blood_type: string;
  picture_file_id: number | null;
  /** The class as a row; class_year and class_name are kept equal to its year group's and its name. */
  class_id: number | null;
  deactivated_at: string | null;
  /** From the school's management system (demographics); null when unknown. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day the pupil left (school's calendar; migration 020): retention counts from it. Null while at school. */
  left_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** When retention removed the last of the pupil's records; the row stays, stripped, for the audit log. */
  retention_done_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** Comma-separated, first role first (the home greeting depends on it). */
  roles: string;
  first_name: string;
  last_name: string;
  family_id: number | null;
  /** Set for a student: the child record that is this user. */
  child_id: number | null;
  /** Tokens issued before this instant (ISO, millisecond precision) are refused: a credential change. */
  tokens_valid_after: string | null;
  created_at: string;
  /** 'en' or 'fr', chosen by the person (PATCH /api/me); null until they choose. */
  language: string | null;
  /** Set for a teacher's account: the teacher record that is this user. */
  teacher_id: number | null;
  /** Set when the office deactivates the account: it keeps its history and cannot sign in. */
  deactivated_at: string | null;
  /** When the person set their own password (activation link or letter code); null while invited. */
  activated_at: string | null;
  /** When the last invitation (e-mail or letter) was made. */
  invited_at: string | null;
  /** A parent account: the family contact it was made for. */
  family_member_id: number | null;
}

/** A one-time link or letter code (only its SHA-256 hash is kept): activation or password reset. */
export interface AccountLinksTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'invitation' | 'letter' | 'reset';
  secret_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Work written with its cause and done by the worker (src/jobs): e-mail for now. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  run_after: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  done_at: string | null;
  summary_to: Generated<string>;
  summary_subject: Generated<string>;
  user_id: number | null;
  /** What wrote an e-mail, so an unreadable one can be rebuilt (mail/mail-sources, decision 089). */
  source: string | null;
  /** Why the last attempt can never succeed ('keyMissing', 'damaged'), for the office's page. */
  problem: string | null;
}

/** A token signed out before its expiry (POST /api/logout); kept only until that expiry. */
export interface RevokedTokensTable {
  jti: string;
  user_id: number;
  expires_at: string;
}

export interface TeachersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  short_name: string;
  email: string;
  picture_file_id: number | null;
  deactivated_at: string | null;
}

export interface YearGroupsTable {
  id: Generated<number>;
  name: string;
}

export interface ClassesTable {
  id: Generated<number>;
  name: string;
  year_group_id: number;
  /** Closed by the new-year roll (migration 020): last year's class, kept for history. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The class's head teacher (professeur principal, migration 031): writes the term report's general appreciation. */
  head_teacher_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Append-only (database triggers refuse update and delete): staff writes and reads of health data. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number;
  action: string;
  entity: string;
  entity_id: number | null;
  child_id: number | null;
  /** JSON of the record before and after the change, null where there is none. */
  before: string | null;
  after: string | null;
}

/** A subject as taught to one teaching group; its id is the spec's `teachingGroup` in bookings. */
export interface SubjectsTable {
  id: Generated<number>;
  name: string;
  short_name: string;
  teaching_group: string;
  teacher_id: number;
  color: string;
  /** The class this teaching group belongs to. */
  class_id: number | null;
  /** When the new school year archived its cahier de textes (migration 030): read-only after. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChildSubjectsTable {
  child_id: number;
  subject_id: number;
}

export interface ExitPermissionsTable {
  id: Generated<number>;
  child_id: number;
  type: string;
  /** JSON list of weekday names */
  days: string;
}

export interface ConcernsTable {
  id: Generated<number>;
  child_id: number;
  type: string;
  reason: string;
  date: string;
  comment: string;
  acknowledged: DbBool;
  /** The staff account that raised it in Carnet (migration 013). */
  raised_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the family acknowledged it. */
  acknowledged_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** A pastoral concern (migration 023): the family is neither told of it nor shown it. */
  staff_only: ColumnType<DbBool, DbBool | undefined, DbBool>;
}

export interface MedicalInfosTable {
  id: Generated<number>;
  child_id: number;
  type: string;
  name: string;
  date: string | null;
}

export interface AllergiesTable {
  id: Generated<number>;
  child_id: number;
  name: string;
  comment: string;
}

export interface SyringesTable {
  id: Generated<number>;
  allergy_id: number;
  name: string;
  expiration: string | null;
  comment: string;
}

/** Medical certificates, attached to a medical info or an allergy of a child. */
export interface CertificatesTable {
  id: Generated<number>;
  child_id: number;
  medical_info_id: number | null;
  allergy_id: number | null;
  title: string;
  type: string;
  expiration: string | null;
  file_id: number;
}

export interface RegistryEntriesTable {
  id: Generated<number>;
  child_id: number;
  date: string;
  statut: string;
  excused: DbBool;
  subject_id: number | null;
  certificate_file_id: number | null;
  /** The lesson whose register wrote it (migration 012); null for entries written otherwise. */
  lesson_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why the pupil was absent, as the office recorded it. */
  reason: ColumnType<string, string | undefined, string>;
}

export interface DocumentsTable {
  id: Generated<number>;
  child_id: number;
  title: string;
  type: string;
  date: string;
  file_id: number;
  /** Set when the office published it (migration 008); null for older content. */
  publication_id: Generated<number | null>;
  /** Set when its publication was withdrawn: families no longer see it. */
  withdrawn_at: Generated<string | null>;
}

export interface ReportsTable {
  id: Generated<number>;
  child_id: number;
  title: string;
  year: string;
  file_id: number;
  publication_id: Generated<number | null>;
  withdrawn_at: Generated<string | null>;
}

export interface NewslettersTable {
  id: Generated<number>;
  title: string;
  publish_date: string;
  file_id: number;
  publication_id: Generated<number | null>;
  withdrawn_at: Generated<string | null>;
  /** 1: every family reads it; 0: only the families of its publication's pupils (publication_pupils). */
  is_whole_school: Generated<DbBool>;
}

/** What the office published, to whom, and whether it was withdrawn (migration 008, decision 063). */
export interface PublicationsTable {
  id: Generated<number>;
  /** 'newsletter', 'document' or 'report'. */
  kind: string;
  title: string;
  /** The audience as chosen (TAudience, JSON). */
  audience: string;
  created_by: number;
  created_at: string;
  pupils_reached: number;
  accounts_reached: number;
  withdrawn_at: string | null;
  withdrawn_by: number | null;
}

/** The pupils a publication reached, resolved when it was published. */
export interface PublicationPupilsTable {
  publication_id: number;
  child_id: number;
}

export interface RewardsTable {
  id: Generated<number>;
  child_id: number;
  /** 'reward' or 'sanction'; commendations are derived from rewards. */
  kind: string;
  date: string;
  responsible: string;
  subject: string;
  resume: string;
  /** The staff account that wrote it (migration 013); null for older rows and the demo's. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SchoolTermsTable {
  id: Generated<number>;
  school_year: string;
  name: string;
  start_date: string;
  end_date: string;
}

export interface TermEventsTable {
  id: Generated<number>;
  date: string;
  type: string;
  school_year: string;
  title_en: string;
  title_fr: string;
  /** JSON list of {type, classes, detail_en, detail_fr} */
  event_details: string;
}

export interface MeetingsTable {
  id: Generated<number>;
  name: string;
  date: string;
  start_registration_date: string;
  end_registration_date: string;
  start_time: string;
  end_time: string;
  duration_in_minutes: number;
  /** Archived by the new-year roll (migration 020): families still see it, nobody books it. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MeetingParticipantsTable {
  meeting_id: number;
  child_id: number;
}

/**
 * Unique indexes make double booking impossible: (meeting, teacher, time), (meeting, child, subject)
 * and (meeting, family, time) so one family never has two appointments at the same moment.
 */
export interface MeetingBookingsTable {
  id: Generated<number>;
  meeting_id: number;
  teacher_id: number;
  subject_id: number;
  child_id: number;
  family_id: number;
  start_time: string;
  created_at: string;
  /** Times the office moved it (migration 018): the SEQUENCE of its calendar event. */
  sequence: Generated<number>;
}

export interface LessonsTable {
  id: Generated<number>;
  subject_id: number;
  date: string;
  start_hour: string;
  end_hour: string;
  hall_name: string;
  class_title: string;
  /** The series the office created it with (migration 009); null for lessons written otherwise. */
  series_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A weekly (or week A / week B) series of lessons of one teaching group, as the office created it. */
export interface LessonSeriesTable {
  id: Generated<number>;
  subject_id: number;
  weekday: number;
  start_hour: string;
  end_hour: string;
  hall_name: string;
  first_date: string;
  last_date: string;
  /** 'every', 'weekA' or 'weekB' */
  pattern: string;
}

export interface FormsTable {
  id: Generated<number>;
  name: string;
  type: string;
  /** JSON {contactInfo, form} */
  schema: string;
  /** The answer-by date the office gave when it sent the form (migration 015). */
  deadline: ColumnType<string | null, string | null | undefined, string | null>;
  /** Archived by the new-year roll (migration 020): families still see it, nobody answers it. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the daily sweep reminds the families two days before the deadline (migration 024). */
  auto_remind: ColumnType<DbBool, DbBool | undefined, DbBool>;
}

export interface FormRequestsTable {
  id: Generated<number>;
  form_id: number;
  child_id: number;
  completed: DbBool;
  /** JSON {contactInfo, form}, set when sent */
  result_data: string | null;
  completed_at: string | null;
  /** When the office last reminded the family (migration 015). */
  reminded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the daily sweep reminded the family, at most once (migration 024). */
  auto_reminded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the family was asked, for the office's send section; null for requests made before migration 025. */
  requested_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FoodMenusTable {
  id: Generated<number>;
  date: string;
  /** JSON list of {englishName, frenchName} */
  food: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  subject_id: number | null;
  /** What it says, worded when read in the reader's language (migration 022, decision 095): 'document.new', 'legacy'… */
  kind: string;
  /** The kind's parameters as JSON ({"firstName":"Léa","title":"…"}); a legacy row's old text is {"text":…}. */
  params: string;
  created_at: string;
  seen: DbBool;
  link: string;
  /** When it went out by e-mail (at once or in a digest); null while only in the app (migration 016). */
  emailed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last source row of each OneRoster record, per file (migration 011). */
export interface RosterRowsTable {
  file: string;
  sourced_id: string;
  row: string;
}

/** Which Carnet record a source record became, and the values the import last wrote there. */
export interface RosterLinksTable {
  id: Generated<number>;
  kind: string;
  source_key: string;
  local_id: number;
  mapped: string;
  is_active: DbBool;
}

export interface RosterImportsTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  file_name: string;
  version: string;
  summary: string;
}

/** A lesson's register: who took it and when (migration 012). */
export interface RegistersTable {
  lesson_id: number;
  taken_by: number;
  taken_at: string;
  updated_at: string;
}

/** What a pupil's family was last told of a lesson's register (migration 023): the mark as told, 'present' after a correction. */
export interface RegisterNoticesTable {
  lesson_id: number;
  child_id: number;
  statut: string;
  told_at: string;
}

/** A setting of the school's (migration 023), the office's; a missing row is the setting's default. */
export interface SchoolSettingsTable {
  name: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
}

/** The teachers taking part in a parents' evening (migration 014); none listed: every teacher of its pupils. */
export interface MeetingTeachersTable {
  meeting_id: number;
  teacher_id: number;
}

/** A device that turned notifications on (Web Push, migration 017). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  last_success_at: string | null;
}

/** A family account's calendar feed (migration 018): the secret's SHA-256 to find it, the secret sealed to show it again. */
export interface CalendarFeedsTable {
  user_id: number;
  secret_hash: string;
  sealed_secret: string;
  created_at: string;
}

/** Months a kind of record is kept after a pupil left (migration 020); no row: the kind's default. */
export interface RetentionSettingsTable {
  kind: string;
  months: number;
  updated_at: string;
  updated_by: number | null;
}

/** A school year the school rolled into (migration 020); the starting year has no roll. */
export interface SchoolYearsTable {
  school_year: string;
  rolled_at: string | null;
  rolled_by: number | null;
  /** JSON of what the roll did (TNewSchoolYearSummary). */
  summary: string;
}

export interface Database {
  files: FilesTable;
  families: FamiliesTable;
  family_members: FamilyMembersTable;
  children: ChildrenTable;
  users: UsersTable;
  account_links: AccountLinksTable;
  jobs: JobsTable;
  teachers: TeachersTable;
  subjects: SubjectsTable;
  child_subjects: ChildSubjectsTable;
  exit_permissions: ExitPermissionsTable;
  concerns: ConcernsTable;
  medical_infos: MedicalInfosTable;
  allergies: AllergiesTable;
  syringes: SyringesTable;
  certificates: CertificatesTable;
  registry_entries: RegistryEntriesTable;
  documents: DocumentsTable;
  reports: ReportsTable;
  newsletters: NewslettersTable;
  rewards: RewardsTable;
  school_terms: SchoolTermsTable;
  term_events: TermEventsTable;
  meetings: MeetingsTable;
  meeting_participants: MeetingParticipantsTable;
  meeting_bookings: MeetingBookingsTable;
  lessons: LessonsTable;
  forms: FormsTable;
  form_requests: FormRequestsTable;
  food_menus: FoodMenusTable;
  notifications: NotificationsTable;
  revoked_tokens: RevokedTokensTable;
  year_groups: YearGroupsTable;
  classes: ClassesTable;
  audit_log: AuditLogTable;
  publications: PublicationsTable;
  publication_pupils: PublicationPupilsTable;
  lesson_series: LessonSeriesTable;
  roster_rows: RosterRowsTable;
  roster_links: RosterLinksTable;
  roster_imports: RosterImportsTable;
  registers: RegistersTable;
  register_notices: RegisterNoticesTable;
  school_settings: SchoolSettingsTable;
  meeting_teachers: MeetingTeachersTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  calendar_feeds: CalendarFeedsTable;
  retention_settings: RetentionSettingsTable;
  school_years: SchoolYearsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_files: MessageFilesTable;
  message_reads: MessageReadsTable;
  unread_messages: UnreadMessagesTable;
  message_reports: MessageReportsTable;
  messaging_pauses: MessagingPausesTable;
  announcements: AnnouncementsTable;
  announcement_families: AnnouncementFamiliesTable;
  announcement_pupils: AnnouncementPupilsTable;
  announcement_files: AnnouncementFilesTable;
  family_requests: FamilyRequestsTable;
  lesson_notes: LessonNotesTable;
  lesson_note_files: LessonNoteFilesTable;
  homework: HomeworkTable;
  homework_files: HomeworkFilesTable;
  homework_ticks: HomeworkTicksTable;
  student_tasks: StudentTasksTable;
  competencies: CompetenciesTable;
  assessments: AssessmentsTable;
  assessment_competencies: AssessmentCompetenciesTable;
  marks: MarksTable;
  competency_marks: CompetencyMarksTable;
  term_reports: TermReportsTable;
  term_report_pupils: TermReportPupilsTable;
  report_appreciations: ReportAppreciationsTable;
  general_appreciations: GeneralAppreciationsTable;
}

/** A family account's channel for one kind of news (migration 016); no row: the kind's default. */
export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  channel: string;
  updated_at: string;
}

/** A conversation between a family (or a student alone) and a teacher or the office (migration 026). */
export interface ConversationsTable {
  id: Generated<number>;
  family_id: number;
  child_id: number;
  /** 1: the student's own, which the parents never see; 0: the parents', which the student never sees. */
  student_only: DbBool;
  /** 'teacher' (teacher_id set) or 'office'. */
  staff_kind: string;
  teacher_id: number | null;
  subject: string;
  started_by: number;
  opened_by_family: DbBool;
  /** The announcement whose reply opened it (migration 027 indexes it; no foreign key: SQLite cannot add one). */
  announcement_id: number | null;
  created_at: string;
  /** When the side that did not open it first sees it: its first message's delivery. */
  visible_from: string;
  last_message_at: string;
  /** The delivery of the family's oldest message that no staff reply followed; null when answered. */
  awaiting_staff_since: string | null;
  closed_at: string | null;
  closed_by: number | null;
}

/** A message: never edited nor deleted; the other side sees it from `deliver_at` (quiet hours). */
export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author_id: number;
  from_family: DbBool;
  body: string;
  created_at: string;
  deliver_at: string;
  urgent: DbBool;
}

export interface MessageFilesTable {
  message_id: number;
  file_id: number;
}

export interface MessageReadsTable {
  message_id: number;
  user_id: number;
  read_at: string;
}

/** A message of the other side an account has not read yet, counted from `deliver_at` (decision 108). */
export interface UnreadMessagesTable {
  user_id: number;
  conversation_id: number;
  message_id: number;
  deliver_at: string;
}

export interface MessageReportsTable {
  id: Generated<number>;
  message_id: number;
  reported_by: number;
  reason: string;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

/** New conversations paused for a family, or with no family for the whole school, until lifted. */
export interface MessagingPausesTable {
  id: Generated<number>;
  family_id: number | null;
  reason: string;
  paused_by: number;
  created_at: string;
  lifted_at: string | null;
  lifted_by: number | null;
}

/** An announcement to an audience's families (migration 027, decision 105). */
export interface AnnouncementsTable {
  id: Generated<number>;
  sender_id: number;
  /** 'office' or 'teacher' (teacher_id set): whom a family's reply reaches. */
  sender_kind: string;
  teacher_id: number | null;
  /** The audience as the sender chose it (JSON of TAudience), and in words. */
  audience: string;
  audience_label: string;
  title: string;
  body: string;
  asks_acknowledgement: DbBool;
  is_urgent: DbBool;
  created_at: string;
  /** When the families see it and are told (the end of quiet hours, or at once). */
  deliver_at: string;
  reminded_at: string | null;
  families_count: number;
  read_count: number;
  acknowledged_count: number;
}

/** A family an announcement reached: read and acknowledged once, the first time kept. */
export interface AnnouncementFamiliesTable {
  announcement_id: number;
  family_id: number;
  /** Copied when sent: the sender's page of families walks (announcement_id, family_name). */
  family_name: string;
  /** The announcement's, copied: the family's list walks (family_id, deliver_at). */
  deliver_at: string;
  read_at: string | null;
  acknowledged_at: string | null;
  acknowledged_by: number | null;
}

/** The pupils of the audience in each family reached. */
export interface AnnouncementPupilsTable {
  announcement_id: number;
  family_id: number;
  child_id: number;
  /** As when it was sent: the family's list names its children, the sender's page "Hugo Martin (3B)". */
  first_name: string;
  pupil_label: string;
}

export interface AnnouncementFilesTable {
  announcement_id: number;
  file_id: number;
}

/** A family's report of an absence, or its request for leave (migration 028, decision 107). */
export interface FamilyRequestsTable {
  id: Generated<number>;
  /** 'absence' (a report) or 'leave' (a request the office decides). */
  kind: string;
  child_id: number;
  /** Calendar dates on the school's clock, both included. */
  from_date: string;
  to_date: string;
  /** 'ill', 'medical', 'family' or 'other'. */
  reason: string;
  details: string;
  certificate_file_id: number | null;
  /** 'reported' (an absence), 'pending', 'granted' or 'refused' (leave). */
  state: string;
  created_by: number;
  created_at: string;
  decided_by: number | null;
  decided_at: string | null;
  decision_note: string | null;
}

/** What a lesson did (migration 030, decision 110): one note per lesson, Markdown. */
export interface LessonNotesTable {
  id: Generated<number>;
  lesson_id: number;
  /** The lesson's teaching group, copied: a group's cahier walks (subject_id, lesson_id). */
  subject_id: number;
  body: string;
  author_id: number;
  created_at: string;
  updated_at: string;
}

export interface LessonNoteFilesTable {
  note_id: number;
  file_id: number;
}

/** Homework set for a teaching group; withdrawn rows stay (the cahier is a record), reads skip them. */
export interface HomeworkTable {
  id: Generated<number>;
  subject_id: number;
  set_in_lesson_id: number | null;
  /** 'homework', 'test' or 'bring'. */
  kind: string;
  /** Markdown. */
  text: string;
  due_date: string;
  due_lesson_id: number | null;
  minutes: number;
  author_id: number;
  created_at: string;
  changed_at: string | null;
  withdrawn_at: string | null;
}

export interface HomeworkFilesTable {
  homework_id: number;
  file_id: number;
}

/** A student's tick on a homework: their parents see it, the teacher a count. */
export interface HomeworkTicksTable {
  homework_id: number;
  child_id: number;
  done_at: string;
}

/** A student's own task: nobody else reads it. */
export interface StudentTasksTable {
  id: Generated<number>;
  child_id: number;
  title: string;
  due_date: string | null;
  done_at: string | null;
  created_at: string;
}

/** A competency of the school's list (migration 031, decision 114), in a domain of the common core. */
export interface CompetenciesTable {
  id: Generated<number>;
  /** 'D1.1' … 'D5' (COMMON_CORE_DOMAINS). */
  domain: string;
  label: string;
  created_at: string;
  archived_at: string | null;
}

/** An assessment of a teaching group in a term: a mark out of `out_of`, or competencies. A draft until published. */
export interface AssessmentsTable {
  id: Generated<number>;
  subject_id: number;
  term_id: number;
  title: string;
  date: string;
  /** 'mark' or 'competencies'. */
  kind: string;
  /** The total of a mark; null for competencies. */
  out_of: number | null;
  coefficient: number;
  author_id: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** When the student sees it; the parents from `parents_release_at`. Both set when published. */
  release_at: string | null;
  parents_release_at: string | null;
  /** When the release's one notice per child went to the students, to the parents. */
  students_told_at: string | null;
  parents_told_at: string | null;
}

export interface AssessmentCompetenciesTable {
  assessment_id: number;
  competency_id: number;
}

/** A pupil's mark: a value (0 to out_of) or a code ('absent', 'exempt', 'notMarked'), and the teacher's comment. */
export interface MarksTable {
  assessment_id: number;
  child_id: number;
  value: number | null;
  code: string | null;
  comment: string | null;
  updated_at: string;
}

/** A pupil's level (1 to 4) in one competency of an assessment. */
export interface CompetencyMarksTable {
  assessment_id: number;
  child_id: number;
  competency_id: number;
  level: number;
}

/** A term's reports: 'open', 'publishing', 'published', with the publishing's progress. */
export interface TermReportsTable {
  term_id: number;
  state: string;
  opened_at: string;
  opened_by: number | null;
  published_at: string | null;
  published_by: number | null;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  failure: string | null;
}

/** The report a pupil got for a term: a publishing that stopped goes on where it was. */
export interface TermReportPupilsTable {
  term_id: number;
  child_id: number;
  report_id: number;
}

/** A teacher's appreciation of a pupil in a teaching group for a term. */
export interface ReportAppreciationsTable {
  term_id: number;
  subject_id: number;
  child_id: number;
  text: string;
  author_id: number;
  updated_at: string;
}

/** The head teacher's general appreciation of a pupil for a term. */
export interface GeneralAppreciationsTable {
  term_id: number;
  child_id: number;
  text: string;
  author_id: number;
  updated_at: string;
}
