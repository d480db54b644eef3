import { CONTACT_ANSWER_KEYS, FORM_CIVILITIES, normaliseFamilyTie } from '@carnet/contract';
import type { Db } from '../../db/connect';

/** The family contact an account is for: the one it was made for, else the one of its family with its e-mail address. */
async function ownContact(db: Db, user: { family_member_id: number | null; family_id: number | null; email: string }) {
  const contacts = db
    .selectFrom('family_members')
    .select(['civility', 'family_tie', 'first_name', 'last_name', 'email', 'mobile', 'phone', 'address', 'postal_code', 'city']);
  if (user.family_member_id !== null) return contacts.where('id', '=', user.family_member_id).executeTakeFirst();
  if (user.family_id === null) return undefined;
  return contacts
    .where('family_id', '=', user.family_id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email.toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * The contact answers a parent's form starts from, from what the school holds of them: their own
 * family contact, else their account's name and e-mail. Keyed as the contact answers are; an empty
 * value is left out, so the field stays blank rather than wrong.
 */
export async function contactDefaultsOf(db: Db, userId: number): Promise<Record<string, string>> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'family_id', 'family_member_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return {};
  const contact = await ownContact(db, user);
  const town = [contact?.postal_code, contact?.city].filter(Boolean).join(' ');
  const values: Record<string, string | null | undefined> = {
    [CONTACT_ANSWER_KEYS['Family tie']]: contact ? normaliseFamilyTie(contact.family_tie) : null,
    // The contact holds 'Mr' or 'Mrs'; a form's answer is written 'Mr.' or 'Mrs.' (the spec's choices).
    [CONTACT_ANSWER_KEYS.Civility]: FORM_CIVILITIES.find((choice) => choice === `${contact?.civility}.`) ?? null,
    [CONTACT_ANSWER_KEYS.Firstname]: contact?.first_name || user.first_name,
    [CONTACT_ANSWER_KEYS.Lastname]: contact?.last_name || user.last_name,
    [CONTACT_ANSWER_KEYS['E-mail']]: contact?.email || user.email,
    [CONTACT_ANSWER_KEYS.Mobile]: contact?.mobile,
    [CONTACT_ANSWER_KEYS.Phone]: contact?.phone,
    [CONTACT_ANSWER_KEYS.Address]: [contact?.address, town].filter(Boolean).join(', '),
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}
