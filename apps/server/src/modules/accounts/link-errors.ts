import type { FoundLink } from './account-links';
import { AppError } from '../../lib/app-error';

export const linkUnknown = () => new AppError('LINK_UNKNOWN', 'accounts.linkUnknown');

/** The refusal of a link that is no longer valid, or null when it is. */
export function refusalOf(link: FoundLink | null): AppError | null {
  if (!link) return linkUnknown();
  if (link.state === 'used') return new AppError('LINK_USED', 'accounts.linkUsed');
  if (link.state === 'expired') return new AppError('LINK_EXPIRED', 'accounts.linkExpired');
  return null;
}

export const isLinkRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && (error.code === 'LINK_UNKNOWN' || error.code === 'LINK_USED' || error.code === 'LINK_EXPIRED');
