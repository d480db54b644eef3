import type { TRole } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { NO_PASSWORD } from '../accounts/new-account';
import { placeholderSignInName } from '../accounts/sign-in-names';
import { deleteLink, insertLink, linksOf, updateLink } from './roster-links';
import { KIND_ORDER, type Operation, type Plan } from './roster-plan';
import type { DesiredKind, Mapped } from './roster-school';

/** What the writes of one kind need: the ids of what came before, the clock, and who to invite after. */
type Writer = {
  trx: Db;
  now: string;
  idOf: (kind: DesiredKind, key: string | null | undefined) => number | null;
  /** Accounts that now have an address and were never invited: the caller invites them. */
  toInvite: number[];
};

type KindWrites = {
  insert: (w: Writer, values: Mapped) => Promise<number>;
  /** Writes the fields the source changed; `adopted` is a record made before the import, now linked. */
  update: (w: Writer, id: number, values: Mapped, changed: readonly string[]) => Promise<void>;
  setActive?: (w: Writer, id: number, isActive: boolean) => Promise<void>;
};

const pick = (values: Mapped, changed: readonly string[], columns: Record<string, string>) =>
  Object.fromEntries(changed.filter((field) => field in columns).map((field) => [columns[field]!, values[field] ?? null]));

const ROLES: Record<string, TRole[]> = {
  pupil: ['ROLE_STUDENT', 'ROLE_USER'],
  guardian: ['ROLE_PARENT', 'ROLE_USER'],
  teacher: ['ROLE_TEACHER'],
};

/** Each kind's writes in Carnet's own tables; kept side by side so the copies Carnet keeps stay equal. */
const WRITES: Record<DesiredKind, KindWrites> = {
  term: {
    insert: async ({ trx }, v) =>
      (
        await trx
          .insertInto('school_terms')
          .values({ school_year: v.schoolYear!, name: v.name!, start_date: v.start!, end_date: v.end! })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async ({ trx }, id, v, changed) => {
      const set = pick(v, changed, { schoolYear: 'school_year', name: 'name', start: 'start_date', end: 'end_date' });
      if (Object.keys(set).length > 0) await trx.updateTable('school_terms').set(set).where('id', '=', id).execute();
    },
  },
  yearGroup: {
    insert: async ({ trx }, v) =>
      (await trx.insertInto('year_groups').values({ name: v.name! }).returning('id').executeTakeFirstOrThrow()).id,
    update: async ({ trx }, id, v, changed) => {
      if (!changed.includes('name')) return;
      await trx.updateTable('year_groups').set({ name: v.name! }).where('id', '=', id).execute();
      await trx
        .updateTable('children')
        .set({ class_year: v.name! })
        .where('class_id', 'in', trx.selectFrom('classes').select('id').where('year_group_id', '=', id))
        .execute();
    },
  },
  class: {
    insert: async (w, v) =>
      (
        await w.trx
          .insertInto('classes')
          .values({ name: v.name!, year_group_id: w.idOf('yearGroup', v.yearGroup)! })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (w, id, v, changed) => {
      const set = pick({ ...v, yearGroup: String(w.idOf('yearGroup', v.yearGroup)) }, changed, {
        name: 'name',
        yearGroup: 'year_group_id',
      });
      if (Object.keys(set).length === 0) return;
      await w.trx.updateTable('classes').set(set).where('id', '=', id).execute();
      await copyClassOnPupils(w.trx, id);
    },
  },
  teacher: {
    insert: async ({ trx }, v) =>
      (
        await trx
          .insertInto('teachers')
          .values({
            first_name: v.firstName!,
            last_name: v.lastName!,
            short_name: v.shortName!,
            email: v.email!,
            picture_file_id: null,
            deactivated_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async ({ trx }, id, v, changed) => {
      const set = pick(v, changed, { firstName: 'first_name', lastName: 'last_name', shortName: 'short_name', email: 'email' });
      if (Object.keys(set).length > 0) await trx.updateTable('teachers').set(set).where('id', '=', id).execute();
    },
    setActive: async ({ trx, now }, id, isActive) => {
      await trx
        .updateTable('teachers')
        .set({ deactivated_at: isActive ? null : now })
        .where('id', '=', id)
        .execute();
    },
  },
  teachingGroup: {
    insert: async (w, v) =>
      (
        await w.trx
          .insertInto('subjects')
          .values({
            name: v.subject!,
            short_name: v.shortName!,
            teaching_group: v.label!,
            teacher_id: w.idOf('teacher', v.teacher)!,
            color: v.color!,
            class_id: w.idOf('class', v.class),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (w, id, v, changed) => {
      const resolved = {
        ...v,
        teacher: String(w.idOf('teacher', v.teacher)),
        class: v.class === null ? null : String(w.idOf('class', v.class)),
      };
      const set = pick(resolved, changed, {
        subject: 'name',
        shortName: 'short_name',
        label: 'teaching_group',
        teacher: 'teacher_id',
        class: 'class_id',
        color: 'color',
      });
      if (Object.keys(set).length > 0) await w.trx.updateTable('subjects').set(set).where('id', '=', id).execute();
    },
  },
  family: {
    insert: async ({ trx }, v) =>
      (
        await trx
          .insertInto('families')
          .values({ name: v.name!, financial_source: null, financial_observation: '' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async ({ trx }, id, v, changed) => {
      if (changed.includes('name')) await trx.updateTable('families').set({ name: v.name! }).where('id', '=', id).execute();
    },
  },
  pupil: {
    insert: async (w, v) => {
      const { id } = await w.trx
        .insertInto('children')
        .values({
          family_id: w.idOf('family', v.family)!,
          first_name: v.firstName!,
          last_name: v.lastName!,
          class_year: '',
          class_name: '',
          blood_type: '',
          picture_file_id: null,
          class_id: w.idOf('class', v.class),
          deactivated_at: null,
          birth_date: v.birthDate,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (v.class !== null) await copyClassOnPupil(w.trx, id);
      return id;
    },
    update: async (w, id, v, changed) => {
      const resolved = {
        ...v,
        family: String(w.idOf('family', v.family)),
        class: v.class === null ? null : String(w.idOf('class', v.class)),
      };
      const set = pick(resolved, changed, {
        firstName: 'first_name',
        lastName: 'last_name',
        birthDate: 'birth_date',
        family: 'family_id',
        class: 'class_id',
      });
      if (Object.keys(set).length === 0) return;
      await w.trx.updateTable('children').set(set).where('id', '=', id).execute();
      if (changed.includes('class')) await copyClassOnPupil(w.trx, id);
    },
    setActive: async ({ trx, now }, id, isActive) => {
      await trx
        .updateTable('children')
        .set({ deactivated_at: isActive ? null : now })
        .where('id', '=', id)
        .execute();
    },
  },
  guardian: {
    insert: async (w, v) =>
      (
        await w.trx
          .insertInto('family_members')
          .values({
            family_id: w.idOf('family', v.family)!,
            civility: v.civility!,
            family_tie: v.familyTie!,
            last_name: v.lastName!,
            first_name: v.firstName!,
            phone: v.phone!,
            mobile: v.mobile!,
            email: v.email!,
            birthday: v.birthday,
            birth_place: '',
            birth_country: '',
            nationality: '',
            language: '',
            job: '',
            address: '',
            postal_code: '',
            city: '',
            contactable: 1,
            speaks_english: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (w, id, v, changed) => {
      const resolved = { ...v, family: String(w.idOf('family', v.family)) };
      const set = pick(resolved, changed, {
        firstName: 'first_name',
        lastName: 'last_name',
        email: 'email',
        phone: 'phone',
        mobile: 'mobile',
        familyTie: 'family_tie',
        civility: 'civility',
        birthday: 'birthday',
        family: 'family_id',
      });
      if (Object.keys(set).length === 0) return;
      await w.trx.updateTable('family_members').set(set).where('id', '=', id).execute();
      // A parent's account reads its family's children: it moves with the contact.
      if (changed.includes('family')) {
        await w.trx
          .updateTable('users')
          .set({ family_id: Number(resolved.family) })
          .where('family_member_id', '=', id)
          .execute();
      }
    },
  },
  account: {
    insert: async (w, v) => {
      const person = v.person ?? '';
      const memberId = person === 'guardian' ? w.idOf('guardian', v.personKey) : null;
      const member =
        memberId === null
          ? null
          : await w.trx.selectFrom('family_members').select('family_id').where('id', '=', memberId).executeTakeFirstOrThrow();
      const { id } = await w.trx
        .insertInto('users')
        .values({
          email: v.signIn || placeholderSignInName(),
          password_hash: NO_PASSWORD,
          roles: (ROLES[person] ?? []).join(','),
          first_name: v.firstName!,
          last_name: v.lastName!,
          family_id: member?.family_id ?? null,
          family_member_id: memberId,
          child_id: person === 'pupil' ? w.idOf('pupil', v.personKey) : null,
          teacher_id: person === 'teacher' ? w.idOf('teacher', v.personKey) : null,
          language: null,
          created_at: w.now,
          activated_at: null,
          invited_at: null,
          deactivated_at: v.isEnabled === '0' ? w.now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (v.signIn && v.isEnabled !== '0') w.toInvite.push(id);
      return id;
    },
    update: async (w, id, v, changed) => {
      const set: Record<string, string | null> = pick(v, changed, { firstName: 'first_name', lastName: 'last_name' });
      if (changed.includes('signIn')) set.email = v.signIn || placeholderSignInName();
      if (changed.includes('isEnabled')) {
        set.deactivated_at = v.isEnabled === '0' ? w.now : null;
        if (v.isEnabled === '0') set.tokens_valid_after = w.now;
      }
      if (Object.keys(set).length > 0) await w.trx.updateTable('users').set(set).where('id', '=', id).execute();
      if (changed.includes('signIn') && v.signIn) w.toInvite.push(id);
    },
    setActive: async ({ trx, now }, id, isActive) => {
      await trx
        .updateTable('users')
        .set(isActive ? { deactivated_at: null } : { deactivated_at: now, tokens_valid_after: now })
        .where('id', '=', id)
        .execute();
    },
  },
  enrollment: {
    insert: async (w, v) => {
      const childId = w.idOf('pupil', v.pupil)!;
      await w.trx
        .insertInto('child_subjects')
        .values({ child_id: childId, subject_id: w.idOf('teachingGroup', v.group)! })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return childId;
    },
    update: async () => {
      // Replaced as a whole by applyOperation: the pair is the record.
    },
  },
};

/** The pupil's class name and year group, copied where the family side reads them (migration 005). */
async function copyClassOnPupil(trx: Db, childId: number) {
  const row = await trx
    .selectFrom('children')
    .leftJoin('classes', 'classes.id', 'children.class_id')
    .leftJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select(['classes.name as class_name', 'year_groups.name as year_name'])
    .where('children.id', '=', childId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('children')
    .set({ class_name: row.class_name ?? '', class_year: row.year_name ?? '' })
    .where('id', '=', childId)
    .execute();
}

async function copyClassOnPupils(trx: Db, classId: number) {
  const row = await trx
    .selectFrom('classes')
    .innerJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select(['classes.name', 'year_groups.name as year_name'])
    .where('classes.id', '=', classId)
    .executeTakeFirstOrThrow();
  await trx.updateTable('children').set({ class_name: row.name, class_year: row.year_name }).where('class_id', '=', classId).execute();
}

/** Writes the plan, kind after kind, in the caller's transaction. Answers the accounts to invite. */
export async function applyPlan(trx: Db, plan: Plan, now: Date): Promise<number[]> {
  const created = new Map<string, number>();
  const idOf = (kind: DesiredKind, key: string | null | undefined) => {
    if (key === null || key === undefined) return null;
    return created.get(`${kind}\u0000${key}`) ?? linksOf(plan.links, kind).get(key)?.localId ?? null;
  };
  const writer: Writer = { trx, now: now.toISOString(), idOf, toInvite: [] };
  for (const kind of KIND_ORDER) {
    for (const op of plan.operations[kind]) {
      const id = await applyOperation(writer, kind, op);
      if (id !== null) created.set(`${kind}\u0000${op.key}`, id);
    }
  }
  return writer.toInvite;
}

async function applyOperation(w: Writer, kind: DesiredKind, op: Operation): Promise<number | null> {
  const writes = WRITES[kind];
  if (op.type === 'create') {
    const id = op.adoptId ?? (await writes.insert(w, op.values));
    if (op.adoptId !== null) {
      // The record may have been a dropped source record's: it now answers to this one alone.
      await w.trx.deleteFrom('roster_links').where('kind', '=', kind).where('local_id', '=', id).execute();
      await writes.update(w, id, op.values, Object.keys(op.values));
      await writes.setActive?.(w, id, true);
    }
    await insertLink(w.trx, kind, op.key, id, op.values);
    return id;
  }
  if (op.type === 'deactivate') {
    if (kind === 'enrollment') {
      await removeEnrollment(w, op.link.mapped);
      await deleteLink(w.trx, kind, op.key);
      return null;
    }
    await writes.setActive?.(w, op.link.localId, false);
    await updateLink(w.trx, kind, op.key, op.link.mapped, false);
    return null;
  }
  if (kind === 'enrollment') {
    await removeEnrollment(w, op.link.mapped);
    const childId = await writes.insert(w, op.values);
    await w.trx.updateTable('roster_links').set({ local_id: childId }).where('kind', '=', kind).where('source_key', '=', op.key).execute();
  } else {
    await writes.update(w, op.link.localId, op.values, op.changed);
    if (op.isReactivated && !(kind === 'account' && op.values.isEnabled === '0')) await writes.setActive?.(w, op.link.localId, true);
  }
  await updateLink(w.trx, kind, op.key, op.values, true);
  return null;
}

async function removeEnrollment(w: Writer, mapped: Mapped) {
  const [childId, groupId] = [w.idOf('pupil', mapped.pupil), w.idOf('teachingGroup', mapped.group)];
  if (childId === null || groupId === null) return;
  await w.trx.deleteFrom('child_subjects').where('child_id', '=', childId).where('subject_id', '=', groupId).execute();
}
