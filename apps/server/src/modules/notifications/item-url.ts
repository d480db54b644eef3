import { NOTIFICATION_PREFERENCES_PAGES, notificationPage } from '@carnet/contract';

/** The family's preferences screen; e-mail footers link here. */
export const PREFERENCES_PATH = NOTIFICATION_PREFERENCES_PAGES.family;

/** The item's page in the portal (the contract's map, which the web app's bells read too), else the home page. */
export function itemUrl(publicUrl: string, notification: { subject: string; link: string }): string {
  return `${publicUrl}${notificationPage(notification) ?? '/'}`;
}
