import SQLite from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@carnet/contract';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { settled } from './support/page-problems';
import { signIn } from './support/session';
import { useOpenedPages } from './support/opened-pages';
import { useServerAndBrowser } from './support/setup';

/**
 * A family's word beside the roll call (decision 107): the Martin parent reports Hugo ill for today from
 * the Messages page; Paul Bernard's register of Hugo's mathematics shows "Reported by the family: ill",
 * he marks Hugo present all the same; the office's absences screen flags the difference. Neither record
 * overwrites the other. The file's own server and database.
 */
const env = useServerAndBrowser();
const open = useOpenedPages(env);

const HALL = 'R-requests';
const LESSON_GROUP = '3B Mathematics';

/** Today's lesson of Hugo's mathematics, written straight into this server's database (a weekend has none). */
beforeAll(() => {
  const db = new SQLite(env.databaseFile);
  try {
    const group = db
      .prepare(
        `select s.id from subjects s join child_subjects cs on cs.subject_id = s.id join children c on c.id = cs.child_id
         where c.first_name = 'Hugo' and s.name = 'Mathematics'`,
      )
      .get() as { id: number } | undefined;
    if (!group) throw new Error('no mathematics group of Hugo in the demo school');
    db.prepare('insert into lessons (subject_id, date, start_hour, end_hour, hall_name, class_title) values (?, ?, ?, ?, ?, ?)').run(
      group.id,
      todayIn('Europe/Paris'),
      '16:00',
      '17:00',
      HALL,
      '3B',
    );
  } finally {
    db.close();
  }
});

describe('a family reports an absence, the roll call shows it, the office sees the difference', () => {
  it(
    'the Martin parent reports Hugo ill for today; the teacher marks him present; the office sees it flagged',
    { timeout: 150_000 },
    async () => {
      const { page: parent } = await open(DESKTOP);
      await signIn(parent, env.baseUrl, 'parent', '/messages');
      await parent.getByRole('link', { name: 'Report an absence' }).click();
      await parent.getByRole('heading', { level: 1, name: 'Report an absence' }).waitFor();
      await settled(parent);
      expect(await axeViolations(parent)).toEqual([]);
      await parent.getByLabel('Child').selectOption({ label: 'Hugo' });
      // Nothing chosen as the reason: the form says so before anything is sent.
      await parent.getByRole('button', { name: 'Report the absence' }).click();
      await parent.getByText('Choose a reason.').waitFor();
      await parent.getByRole('radio', { name: 'Ill' }).check();
      await parent.getByLabel('Details for the school (optional)').fill('A fever since last night');
      const [sent] = await Promise.all([
        parent.waitForResponse((r) => r.url().endsWith('/api/family-requests/absences') && r.request().method() === 'POST'),
        parent.getByRole('button', { name: 'Report the absence' }).click(),
      ]);
      expect(sent.status()).toBe(200);
      await parent.getByRole('heading', { level: 1, name: 'Absences and leave' }).waitFor();
      await parent.getByText('Your report is sent to the school.').waitFor();
      // The newest first (a retried run may have sent one before).
      const item = parent.getByRole('listitem').filter({ hasText: 'Absence of Hugo' }).first();
      await item.getByText('Reported', { exact: true }).waitFor();
      await settled(parent);
      expect(await axeViolations(parent)).toEqual([]);

      const { page: teacher } = await open(MOBILE);
      await signIn(teacher, env.baseUrl, 'teacher', '/staff/roll-call');
      await teacher
        .getByRole('listitem')
        .filter({ hasText: HALL })
        .getByRole('link', { name: new RegExp(`^Take the register: ${LESSON_GROUP}`) })
        .click();
      await teacher.getByRole('heading', { level: 1, name: `Register of ${LESSON_GROUP}` }).waitFor();
      const hugoRow = teacher.getByRole('listitem').filter({ hasText: 'Hugo Martin' });
      await hugoRow.getByText('Reported by the family: ill').waitFor();
      // The report sets no mark: the teacher still chooses.
      expect(await hugoRow.getByRole('radio', { checked: true }).count()).toBe(0);
      await settled(teacher);
      expect(await axeViolations(teacher)).toEqual([]);
      await teacher.getByRole('button', { name: 'Mark everyone present' }).click();
      const [saved] = await Promise.all([
        teacher.waitForResponse((r) => r.url().includes('/api/staff/roll-call/lessons/') && r.request().method() === 'POST'),
        teacher.getByRole('button', { name: 'Submit' }).click(),
      ]);
      expect(saved.status()).toBe(200);
      await teacher.getByText(/^Register saved at /).waitFor();
      expect(await hugoRow.getByRole('radio', { name: 'Present' }).isChecked()).toBe(true);
      await hugoRow.getByText('Reported by the family: ill').waitFor();

      const { page: office } = await open(DESKTOP);
      await signIn(office, env.baseUrl, 'office', '/staff/absences');
      const flagged = office.getByRole('region', { name: 'Registers and families disagree' });
      await flagged.getByText('Reported absent by the family, marked present').waitFor();
      await flagged.getByText('Hugo Martin').waitFor();
      await office.getByRole('region', { name: 'Reported by families for this day' }).getByText('Hugo Martin').waitFor();
      await settled(office);
      expect(await axeViolations(office)).toEqual([]);

      // The parent's report is still as reported.
      await parent.reload();
      await item.getByText('Reported', { exact: true }).waitFor();
    },
  );
});
