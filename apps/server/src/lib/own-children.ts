import { type Expression, type ExpressionBuilder, type ReferenceExpression, sql, type SqlBool } from 'kysely';
import type { Actor } from './actor';
import { notFound, type NotFoundThing } from './app-error';

/**
 * The one rule of who sees a child's things: a parent the children of their family, a student
 * themself (both resolved once per request into `actor.childIds`, see lib/actor.ts), anyone else no
 * child. Services never write the rule by hand; they use one of the three helpers below.
 */
export type ChildOwner = Pick<Actor, 'childIds'>;

/** No row at all: a portable false (SQLite has no boolean literal before 3.23). */
const NO_ROW = sql<SqlBool>`1 = 0`;

/**
 * Keeps only the rows whose `column` names one of the caller's children. A caller without children
 * gets no row, never every row, and no `IN ()` (invalid SQL on both engines) is ever produced.
 *
 *   db.selectFrom('reports').where((eb) => whereOwnChild(eb, actor, 'child_id'))
 */
export function whereOwnChild<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  owner: ChildOwner,
  column: ReferenceExpression<DB, TB>,
): Expression<SqlBool> {
  if (owner.childIds.length === 0) return NO_ROW;
  return eb(column, 'in', owner.childIds);
}

/** Whether one child is the caller's own (to name it in an answer that also lists others' rows). */
export function isOwnChild(owner: ChildOwner, childId: number): boolean {
  return owner.childIds.includes(childId);
}

/** Any child outside the caller's own answers 404, so ids of other families reveal nothing. */
export function assertOwnChild(owner: ChildOwner, childId: number, what: NotFoundThing = 'Child'): void {
  if (!isOwnChild(owner, childId)) throw notFound(what);
}
