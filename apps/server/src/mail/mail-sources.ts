/**
 * What wrote a queued e-mail, kept beside it (jobs.source) so that one that cannot be opened can be
 * written anew from its cause (decision 089). Only an invitation is rebuilt: its link never reached
 * anyone, so a fresh one replaces it. The others are not: a reset link is asked for again by its
 * owner, a notice or a digest repeats news the app already shows, a confirmation a booking it lists.
 */
export type MailSource = 'invitation' | 'reset' | 'password-changed' | 'notice' | 'digest' | 'booking';

export const REBUILT_SOURCES: readonly MailSource[] = ['invitation'];

export const isRebuilt = (source: string | null): boolean => REBUILT_SOURCES.includes(source as MailSource);
