import * as z from 'zod/mini';
import { ZId, ZInstant } from '../common';
import { pageOf } from './paging';

/**
 * The office's side of accounts (decision 068): inviting parents, students and staff (by e-mail or printed
 * letter), following who has not activated yet, and the outgoing mail with its failures.
 */
export const accountAdminPaths = {
  /** POST: makes an account for one person and invites them (ZCreateAccountRequest). */
  accounts: '/api/staff/accounts',
  /** POST: invites every parent contact with an e-mail and no account, in the given classes. */
  classInvitations: '/api/staff/accounts/class-invitations',
  /** POST: a new invitation for an account not yet activated (the old links stop working). */
  resendInvitation: (id: number | string) => `/api/staff/accounts/${id}/invitation`,
  /** GET: accounts not yet activated, filtered by class (ZPendingAccountQuery). */
  pending: '/api/staff/accounts/pending',
  /** GET: per class, how many families were invited and how many activated. */
  activationSummary: '/api/staff/accounts/activation-summary',
  /** POST (ZLettersRequest): one PDF, one page per family without e-mail, each with a fresh code. */
  letters: '/api/staff/accounts/letters',
  /** POST: one account's letter (PDF) with a fresh code, for a person without e-mail or a lost letter. */
  accountLetter: (id: number | string) => `/api/staff/accounts/${id}/letter`,
  /** GET: outgoing e-mail, newest first (ZMailQuery). */
  mail: '/api/staff/mail',
  /** POST: sends a failed message again. */
  mailResend: (id: number | string) => `/api/staff/mail/${id}/resend`,
  /** GET: how many messages are in each state (ZMailCounts), for the staff home and the filter. */
  mailCounts: '/api/staff/mail/counts',
} as const;

export const ACCOUNT_DELIVERIES = ['email', 'letter'] as const;
const delivery = z.enum(ACCOUNT_DELIVERIES);
const email = z.email('Invalid e-mail address').check(z.trim(), z.maxLength(200));
const name = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100));

/** POST accounts for a new member of the office (its own form on the people page). */
export const ZOfficeAccountRequest = z.strictObject({ kind: z.literal('office'), firstName: name, lastName: name, email });
export type TOfficeAccountRequest = z.infer<typeof ZOfficeAccountRequest>;

/**
 * POST accounts. A parent account is made for one of the family's contacts (its name, e-mail and
 * language); a student's for a pupil; a teacher's for a teacher record; an office account from scratch.
 * `letter` gives the person a sign-in name and a code on paper instead of an e-mail.
 */
export const ZCreateAccountRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('parent'), familyMemberId: ZId, delivery }),
  z.strictObject({ kind: z.literal('student'), childId: ZId, email: z.optional(email), delivery }),
  z.strictObject({ kind: z.literal('teacher'), teacherId: ZId }),
  ZOfficeAccountRequest,
]);
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

/**
 * What POST accounts made: the account and what its owner types to sign in (their e-mail address, or
 * a generated name such as `claire.martin2` for a letter to someone without e-mail).
 */
export const ZCreatedAccount = z.object({ id: ZId, signInName: z.string() });

export const ZClassIdsRequest = z.strictObject({ classIds: z.array(ZId).check(z.minLength(1), z.maxLength(200)) });

/** What inviting classes did: accounts invited, contacts that already had one, families left without e-mail. */
export const ZClassInvitationsResult = z.object({
  invited: z.number(),
  alreadyHadAccount: z.number(),
  familiesWithoutEmail: z.number(),
});
export type TClassInvitationsResult = z.infer<typeof ZClassInvitationsResult>;

/** POST letters: the families without an e-mail contact in these classes (or these families). */
export const ZLettersRequest = z.union([
  z.strictObject({ classIds: z.array(ZId).check(z.minLength(1), z.maxLength(200)) }),
  z.strictObject({ familyIds: z.array(ZId).check(z.minLength(1), z.maxLength(2000)) }),
]);
export type TLettersRequest = z.infer<typeof ZLettersRequest>;

const idQuery = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')), z.coerce.number<string>());
const pageNumber = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Expected a page number')), z.coerce.number<string>());

export const ZPendingAccountQuery = z.strictObject({ classId: z.optional(idQuery), page: z.optional(pageNumber) });
export type TPendingAccountQuery = z.infer<typeof ZPendingAccountQuery>;

export const ZPendingAccount = z.object({
  id: ZId,
  name: z.string(),
  signInName: z.string(),
  roles: z.array(z.string()),
  familyId: z.nullable(z.number()),
  familyName: z.nullable(z.string()),
  /** The pupils the account is for (a parent's children, or the student), with their class. */
  pupils: z.array(z.object({ id: ZId, name: z.string(), className: z.string() })),
  invitedAt: z.nullable(ZInstant),
  /** How the last invitation went out. */
  delivery: z.nullable(z.enum(ACCOUNT_DELIVERIES)),
  /** The last invitation e-mail's state, when there is one: 'pending', 'done' (sent) or 'failed'. */
  lastEmailStatus: z.nullable(z.enum(['pending', 'running', 'done', 'failed'])),
});
export type TPendingAccount = z.infer<typeof ZPendingAccount>;
export const ZPendingAccountPage = pageOf(ZPendingAccount);
export type TPendingAccountPage = z.infer<typeof ZPendingAccountPage>;

export const ZActivationSummaryRow = z.object({
  classId: ZId,
  className: z.string(),
  /** Families with at least one pupil in the class. */
  families: z.number(),
  /** Of those, families with at least one parent account activated. */
  familiesActivated: z.number(),
  /** Parent accounts of these families invited and not yet activated. */
  accountsPending: z.number(),
  /** Families with no contact e-mail and no activated account: letters to print. */
  familiesWithoutEmail: z.number(),
});
export type TActivationSummaryRow = z.infer<typeof ZActivationSummaryRow>;
export const ZActivationSummary = z.array(ZActivationSummaryRow);

export const MAIL_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export const ZMailQuery = z.strictObject({ status: z.optional(z.enum(MAIL_STATUSES)), page: z.optional(pageNumber) });
export type TMailQuery = z.infer<typeof ZMailQuery>;

/**
 * Why a failed message can never be sent as it is (decision 089): sealed with a key the server does
 * not hold (MAIL_KEYS or DATA_DIR/mail-keys), or damaged.
 */
export const MAIL_PROBLEMS = ['keyMissing', 'damaged'] as const;
export type TMailProblem = (typeof MAIL_PROBLEMS)[number];

export const ZMailRow = z.object({
  id: ZId,
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  problem: z.nullable(z.enum(MAIL_PROBLEMS)),
  /** It cannot be opened and "Send again" writes it anew from its cause (an invitation, with a fresh link). */
  canRebuild: z.boolean(),
  createdAt: ZInstant,
  /** Sent, or given up. */
  doneAt: z.nullable(ZInstant),
  nextAttemptAt: z.nullable(ZInstant),
});
export type TMailRow = z.infer<typeof ZMailRow>;
export const ZMailPage = pageOf(ZMailRow);
export type TMailPage = z.infer<typeof ZMailPage>;

/** How many e-mails are in each state: the staff home warns when `failed` is not 0. */
export const ZMailCounts = z.object({ pending: z.number(), running: z.number(), done: z.number(), failed: z.number() });
export type TMailCounts = z.infer<typeof ZMailCounts>;
