import { isTimeZone, languageOfTag, type TLanguage } from '@carnet/contract';

/**
 * Settings of the web app. The school's links are the server's configuration (SCHOOL_WEBSITE_URL,
 * SHOP_URL, SCHOOL_OFFICE_EMAIL), and so are its language and time zone (DEFAULT_LANGUAGE, SCHOOL_TIME_ZONE): the server writes them into index.html as a meta tag. A build served
 * elsewhere falls back to its VITE_ variables, then to the same defaults as the server.
 */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

type SchoolLinks = {
  schoolWebsiteUrl?: string;
  shopUrl?: string;
  schoolOfficeEmail?: string;
  defaultLanguage?: string;
  schoolTimeZone?: string;
};

function linksFromServer(): SchoolLinks {
  const content =
    typeof document === 'undefined' ? null : document.querySelector('meta[name="carnet-school-links"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null ? (value as SchoolLinks) : {};
  } catch {
    return {};
  }
}

const served = linksFromServer();
export const SCHOOL_WEBSITE_URL = served.schoolWebsiteUrl || import.meta.env.VITE_SCHOOL_WEBSITE_URL || 'https://www.example.edu';
export const SHOP_URL = served.shopUrl || import.meta.env.VITE_SHOP_URL || 'https://shop.example.edu';
/** Where families write about meetings ('Contact us' on /meetings). */
export const SCHOOL_OFFICE_EMAIL = served.schoolOfficeEmail || import.meta.env.VITE_SCHOOL_OFFICE_EMAIL || 'office@example.edu';
export const PRODUCT_NAME = 'Carnet';

/** The school's language (DEFAULT_LANGUAGE): spoken to people whose account and browser do not say. */
export const DEFAULT_LANGUAGE: TLanguage = languageOfTag(served.defaultLanguage ?? import.meta.env.VITE_DEFAULT_LANGUAGE ?? '') ?? 'en';

const validTimeZone = (zone: string | undefined): string | null => (zone && isTimeZone(zone) ? zone : null);

/** The server's default too. */
const FALLBACK_TIME_ZONE = 'Europe/Paris';
let schoolZone: string | null = null;
/**
 * The school's time zone (SCHOOL_TIME_ZONE): every date and time is the school's, whatever the device's zone.
 * Checked at its first use, not when the entry runs: the check builds an Intl.DateTimeFormat for the zone,
 * which loads the browser's time-zone data (a few hundred milliseconds on a slow phone), and the login
 * page shows no date (decision 091).
 */
export function schoolTimeZone(): string {
  schoolZone ??= validTimeZone(served.schoolTimeZone) ?? validTimeZone(import.meta.env.VITE_SCHOOL_TIME_ZONE) ?? FALLBACK_TIME_ZONE;
  return schoolZone;
}
