import { t } from '@lingui/core/macro';
import type { TMe } from '@carnet/contract';
import { childInfoPath, paths } from '../../lib/paths';

const isParent = (user: TMe) => user.roles.includes('ROLE_PARENT');

/** A student's own name plus the child's last name. */
function studentName(user: TMe): string {
  const lastName = user.familyInfo.children[0]?.lastName ?? user.lastName;
  return `${user.firstName} ${lastName}`;
}

/** '{family name} family' for parents, who act for the household; a student's own name plus the child's last name. */
export function accountLabel(user: TMe): string {
  if (!isParent(user)) return studentName(user);
  const familyName = user.familyInfo.name;
  return t`${familyName} family`;
}

/** The avatar's letters, from the names only, so no language's word for 'family' slips in: 'M', 'LM'. */
export function initialsOf(user: TMe): string {
  const names = isParent(user) ? user.familyInfo.name : studentName(user);
  return names
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

export type AccountEntry = { label: string; to: string };

/** 'Family form' for parents, then one entry per child: the child's name, or 'My profile' for a student. */
export function accountEntries(user: TMe): AccountEntry[] {
  const children = user.familyInfo.children.map((child) => ({
    label: isParent(user) ? `${child.firstName} ${child.lastName}` : t`My profile`,
    to: childInfoPath(child.id),
  }));
  return isParent(user) ? [{ label: t`Family form`, to: paths.parentInfo }, ...children] : children;
}
