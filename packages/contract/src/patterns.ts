/**
 * Validation patterns, shared by the forms and the server so both refuse the same input.
 */

/** French mobile: 0, +33 or 0033, then 1-9, then four pairs of digits (spaces, dots or dashes allowed between pairs). */
export const FRENCH_MOBILE_PATTERN = /^(?:0|\+33|0033)[ .-]?[1-9](?:[ .-]?\d{2}){4}$/;

/** A general international phone number: optional +, 7 to 15 digits, common separators. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+?(?:\(\d{1,4}\)[ .-]?)?(?:\d[ .-]?){6,14}\d$/;

/** School forms: an optional + then at least 10 digits. */
export const FORM_PHONE_PATTERN = /^\+?\d{10,}$/;

/** A practical e-mail pattern (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
