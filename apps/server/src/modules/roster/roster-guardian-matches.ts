import type { Db } from '../../db/connect';
import { linksOf } from './roster-links';
import type { RosterProblem } from './roster-problems';
import type { DesiredSchool, Links } from './roster-model';

/** Names compared as a person reads them: accents, case and spacing aside. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export type GuardianMatches = {
  /** Source guardian (sourcedId) -> the contact the office made by hand that they are. */
  guardians: Map<string, number>;
  /** Source guardian (sourcedId, also their account's key) -> the account the office made that contact. */
  accounts: Map<string, number>;
  /** Guardians that could be more than one contact: made anew, and told to the office. */
  notices: RosterProblem[];
};

/**
 * The contacts the office added by hand (no roster link) that a source guardian new to Carnet is:
 * the same e-mail, case aside, anywhere; or, in the family the import puts the guardian in, the same
 * first and last names. Exactly one such contact, claimed by no other source guardian, is linked;
 * anything else is made anew and reported, never merged (decision 098).
 */
export async function matchHandMadeGuardians(db: Db, links: Links, school: DesiredSchool): Promise<GuardianMatches> {
  const matches: GuardianMatches = { guardians: new Map(), accounts: new Map(), notices: [] };
  const known = linksOf(links, 'guardian');
  const newcomers = [...school.desired.guardian].filter(([key]) => !known.has(key));
  if (newcomers.length === 0) return matches;
  const linkedMembers = new Set([...known.values()].map((link) => link.localId));
  const members = (await db.selectFrom('family_members').select(['id', 'family_id', 'first_name', 'last_name', 'email']).execute()).filter(
    (member) => !linkedMembers.has(member.id),
  );
  if (members.length === 0) return matches;
  const familyIdOf = (key: string | null) => (key === null ? null : (linksOf(links, 'family').get(key)?.localId ?? null));
  const nameOf = (first: string, last: string) => folded(`${first} ${last}`);

  const claims = new Map<number, string[]>();
  for (const [key, values] of newcomers) {
    const email = (values.email ?? '').trim().toLowerCase();
    const familyId = familyIdOf(values.family ?? null);
    const name = nameOf(values.firstName ?? '', values.lastName ?? '');
    const candidates = members.filter(
      (m) =>
        (email !== '' && m.email.trim().toLowerCase() === email) ||
        (m.family_id === familyId && nameOf(m.first_name, m.last_name) === name),
    );
    if (candidates.length === 1) claims.set(candidates[0]!.id, [...(claims.get(candidates[0]!.id) ?? []), key]);
    else if (candidates.length > 1) matches.notices.push(notice(school, key, values, candidates));
  }
  for (const [memberId, keys] of claims) {
    if (keys.length === 1) matches.guardians.set(keys[0]!, memberId);
    else {
      const member = members.filter((m) => m.id === memberId);
      for (const key of keys) matches.notices.push(notice(school, key, school.desired.guardian.get(key) ?? {}, member));
    }
  }
  await matchAccounts(db, links, matches);
  return matches;
}

/** The account the office made a linked contact comes with it: the source's account of that guardian is it. */
async function matchAccounts(db: Db, links: Links, matches: GuardianMatches) {
  const memberIds = [...matches.guardians.values()];
  if (memberIds.length === 0) return;
  const linkedAccounts = new Set([...linksOf(links, 'account').values()].map((link) => link.localId));
  const accounts = await db.selectFrom('users').select(['id', 'family_member_id']).where('family_member_id', 'in', memberIds).execute();
  for (const [key, memberId] of matches.guardians) {
    const account = accounts.find((a) => a.family_member_id === memberId && !linkedAccounts.has(a.id));
    if (account) matches.accounts.set(key, account.id);
  }
}

function notice(
  school: DesiredSchool,
  key: string,
  values: Readonly<Record<string, string | null>>,
  candidates: { first_name: string; last_name: string; email: string }[],
): RosterProblem {
  const who = (first: string, last: string, email: string) => `${first} ${last}`.trim() + (email ? ` <${email}>` : '');
  return {
    file: 'users.csv',
    line: school.userLines.get(key) ?? null,
    column: null,
    key: 'roster.guardianAmbiguous',
    params: {
      name: who(values.firstName ?? '', values.lastName ?? '', values.email ?? ''),
      candidates: candidates.map((c) => who(c.first_name, c.last_name, c.email)).join(', '),
    },
  };
}
