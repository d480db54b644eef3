import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';

type AuditScope = { familyId: number; childIds: number[]; accountIds: number[]; memberIds: number[] };

/**
 * audit-log.json: who did what to the family's records: every line about one of its children, its
 * contacts, its accounts or the family itself (exports and "see as this family" included), and what
 * its own accounts did. Every condition names this family's ids, so no other family's line matches.
 */
export async function gatherAuditLog(db: Db, scope: AuditScope) {
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'users.first_name',
      'users.last_name',
      'users.roles',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.child_id',
      'audit_log.before',
      'audit_log.after',
    ])
    .where((eb) => {
      const about = [eb.and([eb('audit_log.entity', 'in', ['family', 'family-preview']), eb('audit_log.entity_id', '=', scope.familyId)])];
      if (scope.childIds.length > 0) about.push(eb('audit_log.child_id', 'in', scope.childIds));
      if (scope.memberIds.length > 0)
        about.push(eb.and([eb('audit_log.entity', '=', 'family-member'), eb('audit_log.entity_id', 'in', scope.memberIds)]));
      if (scope.accountIds.length > 0) {
        about.push(eb.and([eb('audit_log.entity', '=', 'account'), eb('audit_log.entity_id', 'in', scope.accountIds)]));
        about.push(eb('audit_log.user_id', 'in', scope.accountIds));
      }
      return eb.or(about);
    })
    .orderBy('audit_log.at')
    .orderBy('audit_log.id')
    .execute();
  return rows.map(({ first_name, last_name, roles, before, after, ...line }) => ({
    ...line,
    by: `${first_name} ${last_name}`,
    by_roles: roles.split(',').filter(Boolean),
    before: fromJsonText<unknown>(before, null),
    after: fromJsonText<unknown>(after, null),
  }));
}
