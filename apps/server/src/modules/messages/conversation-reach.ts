import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { type Actor, isOffice, isParent } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';

/**
 * Who reads which conversation (decision 102), written once here and asked by every read and write:
 * - a parent: the parents' conversations (not the student's own) of the family's children;
 * - a student: their own conversations only;
 * - a teacher: the teacher conversations that are theirs;
 * - the office: the office's conversations as a party, and any other one as a reader (audited).
 * A conversation the other side opened appears once its first message is delivered (quiet hours).
 * The family's reach is lib/own-children's rule: anything outside it answers 404.
 */
export type Side = 'family' | 'staff';

/** A set of conversations a caller may read, to which the reads (messages.repository.ts) add their columns. */
export type Conversations = SelectQueryBuilder<Database, 'conversations', object>;
/** Who reads, from which side, at which instant (what is delivered by then). */
export type Reader = { userId: number; side: Side; now: string };

export const sideOf = (actor: Actor): Side => (actor.teacherId !== null || isOffice(actor) ? 'staff' : 'family');

/** The family's conversations: its own children's, the parents' or the student's own, seen from now. */
export function familyConversations(db: Db, actor: Actor, now: string) {
  let query = db
    .selectFrom('conversations')
    .where((eb) => whereOwnChild(eb, actor, 'conversations.child_id'))
    .where('conversations.student_only', '=', isParent(actor) ? 0 : 1)
    .where((eb) => eb.or([eb('conversations.opened_by_family', '=', 1), eb('conversations.visible_from', '<=', now)]));
  // A parent's list walks the family's index, newest first; a student's, their own child's.
  if (isParent(actor)) query = query.where('conversations.family_id', '=', actor.familyId ?? -1);
  return query;
}

/** The conversations a staff member is a party to: a teacher's own, or the office's. */
export function staffConversations(db: Db, actor: Actor, now: string) {
  let query = db
    .selectFrom('conversations')
    .where((eb) => eb.or([eb('conversations.opened_by_family', '=', 0), eb('conversations.visible_from', '<=', now)]));
  query = isOffice(actor)
    ? query.where('conversations.staff_kind', '=', 'office')
    : query.where('conversations.staff_kind', '=', 'teacher').where('conversations.teacher_id', '=', actor.teacherId ?? -1);
  return query;
}

/** The office reads any conversation once the school may see it, as a party or not. */
export function officeReadableConversations(db: Db, now: string) {
  return db
    .selectFrom('conversations')
    .where((eb) => eb.or([eb('conversations.opened_by_family', '=', 0), eb('conversations.visible_from', '<=', now)]));
}

/** Whether a staff actor is a party to a conversation (may write in it, is a recipient). */
export function isStaffParty(actor: Actor, conversation: { staff_kind: string; teacher_id: number | null }): boolean {
  if (conversation.staff_kind === 'office') return isOffice(actor);
  return actor.teacherId !== null && conversation.teacher_id === actor.teacherId;
}

/** The messages a side sees: its own side's at once, the other side's from their delivery. */
export const fromFamilyFlag = (side: Side): 0 | 1 => (side === 'family' ? 1 : 0);
