import { schoolYearOf, todayIso } from '@carnet/contract';
import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import type { Engine } from './engine';
import { initialMigration } from './migrations/001-initial';
import { readPathIndexesMigration } from './migrations/002-read-path-indexes';
import { revokedTokensMigration } from './migrations/003-revoked-tokens';
import { userLanguageMigration } from './migrations/004-user-language';
import { staffFoundationMigration } from './migrations/005-staff-foundation';
import { structureIndexesMigration } from './migrations/006-structure-indexes';
import { peopleMigration } from './migrations/007-people';
import { publicationsMigration } from './migrations/008-publications';
import { lessonSeriesMigration } from './migrations/009-lesson-series';
import { accountsAndJobsMigration } from './migrations/010-accounts-and-jobs';
import { rosterMigration } from './migrations/011-roster';
import { rollCallMigration } from './migrations/012-roll-call';
import { staffConductMigration } from './migrations/013-staff-conduct';
import { eveningTeachersMigration } from './migrations/014-evening-teachers';
import { staffFormsMigration } from './migrations/015-staff-forms';
import { notifyMigration } from './migrations/016-notify';
import { pushMigration } from './migrations/017-push';
import { calendarFeedsMigration } from './migrations/018-calendar-feeds';
import { boundedReadsMigration } from './migrations/019-bounded-reads';
import { retentionMigration } from './migrations/020-retention';
import { mailSourcesMigration } from './migrations/021-mail-sources';
import { noticeKindsMigration } from './migrations/022-notice-kinds';
import { schoolLifeMigration } from './migrations/023-school-life';
import { formRemindersMigration } from './migrations/024-form-reminders';
import { formRequestedAtMigration } from './migrations/025-form-requested-at';
import { messagesMigration } from './migrations/026-messages';
import { announcementsMigration } from './migrations/027-announcements';
import { familyRequestsMigration } from './migrations/028-family-requests';
import { unreadMessagesMigration } from './migrations/029-unread-messages';
import { homeworkMigration } from './migrations/030-homework';
import { marksMigration } from './migrations/031-marks';
import type { Database } from './schema';

/** Migrations are listed here in order; each receives the engine for the few types that differ. */
function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-initial': initialMigration(engine),
    '002-read-path-indexes': readPathIndexesMigration,
    '003-revoked-tokens': revokedTokensMigration,
    '004-user-language': userLanguageMigration,
    '005-staff-foundation': staffFoundationMigration(engine),
    '006-structure-indexes': structureIndexesMigration,
    '007-people': peopleMigration,
    '008-publications': publicationsMigration(engine),
    '009-lesson-series': lessonSeriesMigration(engine),
    '010-accounts-and-jobs': accountsAndJobsMigration(engine),
    '011-roster': rosterMigration(engine),
    '012-roll-call': rollCallMigration,
    '013-staff-conduct': staffConductMigration,
    '014-evening-teachers': eveningTeachersMigration,
    '015-staff-forms': staffFormsMigration,
    '016-notify': notifyMigration,
    '017-push': pushMigration(engine),
    '018-calendar-feeds': calendarFeedsMigration,
    '019-bounded-reads': boundedReadsMigration,
    '020-retention': retentionMigration(schoolYearOf(todayIso())),
    '021-mail-sources': mailSourcesMigration,
    '022-notice-kinds': noticeKindsMigration,
    '023-school-life': schoolLifeMigration,
    '024-form-reminders': formRemindersMigration,
    '025-form-requested-at': formRequestedAtMigration,
    '026-messages': messagesMigration(engine),
    '027-announcements': announcementsMigration(engine),
    '028-family-requests': familyRequestsMigration(engine),
    '029-unread-messages': unreadMessagesMigration,
    '030-homework': homeworkMigration(engine),
    '031-marks': marksMigration(engine),
  };
}

class InlineProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  async getMigrations() {
    return migrationsFor(this.engine);
  }
}

/** Up to and including `name` only: a migration's test builds the state it starts from (decision 095). */
export async function migrateUpTo(db: Kysely<Database>, engine: Engine, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineProvider(engine) });
  throwIfFailed(await migrator.migrateTo(name));
}

export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineProvider(engine) });
  throwIfFailed(await migrator.migrateToLatest());
}

function throwIfFailed({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
