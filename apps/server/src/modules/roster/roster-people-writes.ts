import type { TRole } from '@carnet/contract';
import { NO_PASSWORD } from '../accounts/new-account';
import { placeholderSignInName } from '../accounts/sign-in-names';
import { dropPushSubscriptions } from '../../push/push-subscriptions';
import type { DesiredKind } from './roster-model';
import { type KindWrites, copyClassOnPupil, pick } from './roster-writer';

const ROLES: Record<string, TRole[]> = {
  pupil: ['ROLE_STUDENT', 'ROLE_USER'],
  guardian: ['ROLE_PARENT', 'ROLE_USER'],
  teacher: ['ROLE_TEACHER'],
};

/** People as the import writes them: families, pupils, guardians, their accounts and enrollments. */
export const PEOPLE_WRITES: Record<Extract<DesiredKind, 'family' | 'pupil' | 'guardian' | 'account' | 'enrollment'>, KindWrites> = {
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
      // A pupil gone from the school's file has left: retention counts from that day (decision 078).
      await trx
        .updateTable('children')
        .set({ deactivated_at: isActive ? null : now, left_on: isActive ? null : now.slice(0, 10) })
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
      if (changed.includes('isEnabled') && v.isEnabled === '0') await dropPushSubscriptions(w.trx, { userId: id });
      if (changed.includes('signIn') && v.signIn) w.toInvite.push(id);
    },
    setActive: async ({ trx, now }, id, isActive) => {
      await trx
        .updateTable('users')
        .set(isActive ? { deactivated_at: null } : { deactivated_at: now, tokens_valid_after: now })
        .where('id', '=', id)
        .execute();
      if (!isActive) await dropPushSubscriptions(trx, { userId: id });
    },
  },
  enrollment: {
    insert: async (w, v) => {
      const childId = w.idOf('pupil', v.pupil)!;
      w.newEnrollments.push({ child_id: childId, subject_id: w.idOf('teachingGroup', v.group)! });
      return childId;
    },
    update: async () => {
      // Replaced as a whole by applyOperation: the pair is the record.
    },
  },
};
