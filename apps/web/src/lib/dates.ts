import { i18n } from '@lingui/core';
import { addDays, formatTime12h, minutesOfDay, schoolWeekStart, todayIn } from '@carnet/contract';
import { schoolTimeZone } from './env';

/*
 * Every date and time a family reads, in the language the page speaks and in the school's time zone
 * (SCHOOL_TIME_ZONE, lib/env), whatever the device's own zone: a parent abroad sees the school's times.
 * Weekday and month names come from Intl, never from a list of our own.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The Intl locale of a language (the one spoken by default): English as the specification writes dates (en-GB), French as in France. */
export function intlLocale(language: string = i18n.locale): string {
  return language === 'fr' ? 'fr-FR' : 'en-GB';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl formatters are costly to build and a page formats hundreds of dates: one per locale and options. */
function formatterFor(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale()} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A calendar day ('YYYY-MM-DD') is already the school's day: read and shown at UTC midnight so no zone
 * moves it. An instant is shown as the school's clock reads it.
 */
function toDate(value: string): { date: Date; timeZone: string } {
  return DATE_ONLY.test(value)
    ? { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' }
    : { date: new Date(value), timeZone: schoolTimeZone() };
}

/** A date or instant with Intl options, in the page's language; an unreadable value is returned as it is. */
export function formatDate(value: string, options: Intl.DateTimeFormatOptions): string {
  const { date, timeZone } = toDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatterFor({ ...options, timeZone }).format(date);
}

/**
 * The day of the month in a written date: two digits in English, as the specification writes them
 * ('05 March 2025'), one or two in French, the first of a month '1er' ('5 mars 2025', '1er mars
 * 2025'), as the server's texts write them (decision 095).
 */
const dayDigits = (): '2-digit' | 'numeric' => (i18n.locale === 'fr' ? 'numeric' : '2-digit');
const withFirstOfMonth = (text: string): string => (i18n.locale === 'fr' ? text.replace(/^1(?!\d)/, '1er') : text);

/** 'day month year': '05 March 2025', '5 mars 2025'. */
export function formatLongDate(value: string): string {
  return withFirstOfMonth(formatDate(value, { day: dayDigits(), month: 'long', year: 'numeric' }));
}

/** The small-screen form, dd/mm/yyyy. */
export function formatShortDate(value: string): string {
  return formatDate(value, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** Lunch menu days: '05 Mar', '5 mars'. */
export function formatMenuDate(value: string): string {
  return withFirstOfMonth(formatDate(value, { day: dayDigits(), month: 'short' }));
}

/** The weekday of a date: 'Monday', 'lundi' ('Mon', 'lun.' when short). */
export function formatWeekday(value: string, width: 'long' | 'short' = 'long'): string {
  return formatDate(value, { weekday: width });
}

/**
 * A school time of day ('HH:MM'): the 12-hour clock in English as specified ('4:30 PM'), the 24-hour
 * clock in French ('16:30').
 */
export function formatTimeOfDay(time: string): string {
  if (i18n.locale !== 'fr') return formatTime12h(time);
  const minutes = minutesOfDay(time);
  return formatterFor({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(minutes * 60_000));
}

/** The time of an instant on the school's clock, as `formatTimeOfDay` writes it ('9:00 AM', '09:00'); null when unreadable. */
export function formatInstantTime(instant: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  return formatTimeOfDay(formatterFor({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: schoolTimeZone() }).format(date));
}

/** The school's today ('YYYY-MM-DD'): its calendar, not the device's. */
export function schoolToday(now: Date = new Date()): string {
  return todayIn(schoolTimeZone(), now);
}

/** '03 – 07 March 2025', '3 – 7 mars 2025' for the school week `weekOffset` weeks from this one (the coming week on weekends). */
export function formatWorkWeek(weekOffset: number, today: string = schoolToday()): string {
  const monday = schoolWeekStart(today, weekOffset);
  const friday = addDays(monday, 4);
  const sameMonth = monday.slice(0, 7) === friday.slice(0, 7);
  const start = sameMonth ? formatDate(monday, { day: dayDigits() }) : formatDate(monday, { day: dayDigits(), month: 'short' });
  const end = formatDate(friday, { day: dayDigits(), month: sameMonth ? 'long' : 'short', year: 'numeric' });
  return `${withFirstOfMonth(start)} – ${withFirstOfMonth(end)}`;
}
