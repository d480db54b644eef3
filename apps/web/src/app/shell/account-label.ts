import type { TMe } from '@carnet/contract';
import { childInfoPath, paths } from '../../lib/paths';

/** '{family name} family' for parents, who act for the household; a student's own name plus the child's last name. */
export function accountLabel(user: TMe): string {
  if (user.roles.includes('ROLE_PARENT')) return `${user.familyInfo.name} family`;
  const lastName = user.familyInfo.children[0]?.lastName ?? user.lastName;
  return `${user.firstName} ${lastName}`;
}

export function initialsOf(label: string): string {
  const letters = label
    .split(/\s+/)
    .filter((word) => word && word.toLowerCase() !== 'family')
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('');
}

export type AccountEntry = { label: string; to: string };

/** 'Family form' for parents, then one entry per child: the child's name, or 'My profile' for a student. */
export function accountEntries(user: TMe): AccountEntry[] {
  const isParent = user.roles.includes('ROLE_PARENT');
  const children = user.familyInfo.children.map((child) => ({
    label: isParent ? `${child.firstName} ${child.lastName}` : 'My profile',
    to: childInfoPath(child.id),
  }));
  return isParent ? [{ label: 'Family form', to: paths.parentInfo }, ...children] : children;
}
