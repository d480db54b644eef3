import * as z from 'zod/mini';

/**
 * The account lifecycle a person goes through themselves (decision 068): activating an invitation (link or
 * letter code), forgetting and resetting a password, changing it, signing out everywhere.
 */
export const accountPaths = {
  /** Public: what a link or letter code is (valid, expired, used) before the person types a password. */
  checkLink: '/api/account/links/check',
  /** Public: sets the password with a valid link or code, activates the account and signs in. */
  useLink: '/api/account/links/use',
  /** Public: a new link for an expired invitation or reset, sent to the account's address (same answer always). */
  renewLink: '/api/account/links/renew',
  /** Public: sends a reset link if the address is an account's (same answer always). */
  forgotPassword: '/api/account/password/forgot',
  /** Signed in: changes the password (current one required) and signs out the other sessions. */
  changePassword: '/api/me/password',
  /** Signed in: signs out every session of the account, this one included. */
  signOutEverywhere: '/api/me/sign-out-everywhere',
} as const;

/** Shortest password an account may set; a common password of any length is refused too. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** A link's secret: 43 characters of base64url (32 random bytes). */
const linkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link'));
/**
 * A printed letter's code: 12 letters and digits without look-alikes, shown as XXXX-XXXX-XXXX; typed
 * with or without dashes and spaces, in any case.
 */
export const LETTER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const letterCode = z
  .pipe(
    z.string().check(z.trim(), z.maxLength(40)),
    z.transform((text: string) => text.replace(/[\s-]/g, '').toUpperCase()),
  )
  .check(z.regex(/^[A-HJ-NP-Z2-9]{12}$/, 'Invalid activation code'));

/** A link from an e-mail (`token`) or a letter's code (`code`): one of the two. */
export const ZLinkSecret = z.union([z.strictObject({ token: linkToken }), z.strictObject({ code: letterCode })]);
export type TLinkSecret = z.infer<typeof ZLinkSecret>;

export const ZNewPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, `Must be at least ${PASSWORD_MIN_LENGTH} characters`), z.maxLength(PASSWORD_MAX_LENGTH));

export const LINK_PURPOSES = ['invitation', 'letter', 'reset'] as const;
export type TLinkPurpose = (typeof LINK_PURPOSES)[number];

/**
 * POST checkLink. `valid`: the page may ask for a password (it shows whose account it is); `expired`:
 * offer a new link (renewLink for an invitation or reset link, the office for a letter); `used` or
 * `unknown`: offer to sign in or to reset the password.
 */
export const ZLinkState = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('valid'),
    purpose: z.enum(LINK_PURPOSES),
    firstName: z.string(),
    /** The e-mail address the person signs in with; '' for a letter's account without one yet (then ask for it). */
    signInName: z.string(),
  }),
  z.object({ state: z.enum(['expired', 'used', 'unknown']), purpose: z.nullable(z.enum(LINK_PURPOSES)) }),
]);
export type TLinkState = z.infer<typeof ZLinkState>;

/** POST useLink: the link or code, and the password the person chose. Answers ZLoginResponse (signed in). */
export const ZUseLinkRequest = z.union([
  z.strictObject({ token: linkToken, password: ZNewPassword }),
  // `email`: the address the person will sign in with, asked when the letter's account has none yet.
  z.strictObject({
    code: letterCode,
    password: ZNewPassword,
    email: z.optional(z.email('Invalid e-mail address').check(z.trim(), z.maxLength(200))),
  }),
]);
export type TUseLinkRequest = z.infer<typeof ZUseLinkRequest>;

/** POST renewLink: an expired link's token. Answers 202 whatever the token was. */
export const ZRenewLinkRequest = z.strictObject({ token: linkToken });
export type TRenewLinkRequest = z.infer<typeof ZRenewLinkRequest>;

/** POST forgotPassword. Answers 202 whether or not the address is an account's. */
export const ZForgotPasswordRequest = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});

/** POST changePassword. Answers a new ZLoginResponse: this device stays signed in, the others do not. */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The 202 of forgotPassword and renewLink: nothing in it tells whether an e-mail went out. */
export const ZAccepted = z.object({ accepted: z.literal(true) });
