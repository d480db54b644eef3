import type { TOneRosterVersion } from '@carnet/contract';
import { type SourceSet, listOf } from './roster-source';

/** What Carnet makes of a source user: a pupil, a guardian, a teacher, or nothing it uses. */
export type PersonRole = 'pupil' | 'guardian' | 'teacher' | 'ignored';

const ROLE_OF: Record<string, PersonRole> = {
  student: 'pupil',
  parent: 'guardian',
  guardian: 'guardian',
  relative: 'guardian',
  teacher: 'teacher',
};

/**
 * Each user's role: the `role` column in 1.1; in 1.2 the roles file, the primary role first.
 * Administrators, aides and the like are ignored: the office's accounts are made in Carnet.
 */
export function rolesOf(set: SourceSet, version: TOneRosterVersion): Map<string, { role: PersonRole; sourceRole: string }> {
  const roles = new Map<string, { role: PersonRole; sourceRole: string }>();
  if (version === '1.1') {
    for (const user of set.users.values()) {
      const sourceRole = user.cells.role ?? '';
      roles.set(user.sourcedId, { role: ROLE_OF[sourceRole] ?? 'ignored', sourceRole });
    }
    return roles;
  }
  const byUser = new Map<string, { role: string; isPrimary: boolean }>();
  for (const row of set.roles.values()) {
    const userId = row.cells.userSourcedId ?? '';
    const isPrimary = row.cells.roleType === 'primary';
    const known = byUser.get(userId);
    if (!known || (isPrimary && !known.isPrimary)) byUser.set(userId, { role: row.cells.role ?? '', isPrimary });
  }
  for (const user of set.users.values()) {
    const sourceRole = byUser.get(user.sourcedId)?.role ?? '';
    roles.set(user.sourcedId, { role: ROLE_OF[sourceRole] ?? 'ignored', sourceRole });
  }
  return roles;
}

/**
 * Families: pupils who share a guardian are siblings in one family. A guardian names their pupils
 * (agentSourcedIds) or the pupil names the guardian, or both; either way counts. Answers the groups
 * (each a set of pupils and their guardians), the largest first, and the guardians with no pupil.
 */
export function familyGroups(set: SourceSet, roles: Map<string, { role: PersonRole }>) {
  const roleOf = (id: string) => roles.get(id)?.role ?? 'ignored';
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(id, root);
    return root;
  };
  const join = (a: string, b: string) => parent.set(find(a), find(b));
  for (const [id, { role }] of roles) if (role === 'pupil' || role === 'guardian') parent.set(id, id);
  for (const user of set.users.values()) {
    const role = roleOf(user.sourcedId);
    for (const agent of listOf(user.cells.agentSourcedIds)) {
      const other = roleOf(agent);
      if ((role === 'pupil' && other === 'guardian') || (role === 'guardian' && other === 'pupil')) join(user.sourcedId, agent);
    }
  }
  const groups = new Map<string, { pupils: string[]; guardians: string[] }>();
  for (const id of parent.keys()) {
    const root = find(id);
    const group = groups.get(root) ?? { pupils: [], guardians: [] };
    (roleOf(id) === 'pupil' ? group.pupils : group.guardians).push(id);
    groups.set(root, group);
  }
  const withPupils = [...groups.values()].filter((group) => group.pupils.length > 0);
  const lonelyGuardians = [...groups.values()].filter((group) => group.pupils.length === 0).flatMap((group) => group.guardians);
  for (const group of withPupils) {
    group.pupils.sort();
    group.guardians.sort();
  }
  withPupils.sort((a, b) => b.pupils.length - a.pupils.length || (a.pupils[0] ?? '').localeCompare(b.pupils[0] ?? ''));
  return { groups: withPupils, lonelyGuardians };
}
