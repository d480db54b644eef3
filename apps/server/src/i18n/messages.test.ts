import {
  CONTACT_FIELD_LABELS,
  FORM_FREE_ANSWER_MAX,
  ZFoodParams,
  ZIsoDate,
  ZLoginRequest,
  ZUpdateMeRequest,
  type TFormSchema,
  validateFormAnswers,
  validateFormContact,
} from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { messageFromEnglish } from './from-english';
import { catalogOf, formatWait, messageKeys, PLACEHOLDER, translate } from './translate';
import { issueDetail } from './validation';

const en = catalogOf('en');
const fr = catalogOf('fr');
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

// Texts that are only placeholders ('audit.line': who, did what, to what, in both languages' order), and
// field labels that are the same word in French: Date, Type, E-mail (the audit's and a form export's).
const SAME_IN_BOTH = new Set([
  'request.text',
  'notice.legacy',
  'audit.line',
  'audit.field.date',
  'audit.field.type',
  'audit.field.email',
  'exports.contact.email',
]);

describe('the French catalog', () => {
  it('has a text for every English message, none empty, none left in English', () => {
    expect(Object.keys(fr).sort()).toEqual([...messageKeys].sort());
    for (const key of messageKeys) {
      expect(fr[key].trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(fr[key], key).not.toBe(en[key]);
    }
  });

  it('has the same {placeholders} as the English text of each message', () => {
    for (const key of messageKeys) expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
  });

  it("follows French typography: a non-breaking space before ':' ';' '?' '!', typographic apostrophes", () => {
    for (const key of messageKeys) {
      expect(fr[key], key).not.toMatch(/ [:;?!]/);
      expect(fr[key], key).not.toMatch(/[^\s\u00a0][;?!]|[^\s\u00a0\d:A-Z]: /);
      expect(fr[key], key).not.toContain("'");
    }
  });
});

describe('translate', () => {
  it('fills placeholders, nested messages and waits in the reader’s language', () => {
    expect(translate('meetings.notASlot', 'en', { time: '16:35' })).toBe('16:35 is not a slot of this meeting');
    expect(translate('meetings.notASlot', 'fr', { time: '16:35' })).toBe('16:35 n’est pas un créneau de cette réunion');
    const reason = { key: 'forms.answer.required' } as const;
    expect(translate('forms.answerRefused', 'en', { field: 'question 2', reason })).toBe('question 2: An answer is required');
    expect(translate('forms.answerRefused', 'fr', { field: 'question 2', reason })).toBe('question 2\u00a0: Une réponse est obligatoire');
    expect(translate('auth.tooManyLogins', 'en', { wait: { waitSeconds: 900 } })).toBe(
      'Too many login attempts, please try again in 15 minutes',
    );
    expect(translate('auth.tooManyLogins', 'fr', { wait: { waitSeconds: 900 } })).toBe(
      'Trop de tentatives de connexion, veuillez réessayer dans 15\u00a0minutes',
    );
  });

  it('says a wait in whole seconds, minutes or hours, rounded up', () => {
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(45, 'fr')).toBe('45\u00a0secondes');
    expect(formatWait(119, 'en')).toBe('119 seconds');
    expect(formatWait(120, 'en')).toBe('2 minutes');
    expect(formatWait(899, 'fr')).toBe('15\u00a0minutes');
    expect(formatWait(61 * 60, 'fr')).toBe('61\u00a0minutes');
    expect(formatWait(3 * 3600, 'en')).toBe('3 hours');
    expect(formatWait(3 * 3600, 'fr')).toBe('3\u00a0heures');
    expect(formatWait(0, 'en')).toBe('1 second');
  });
});

describe('the English texts of the shared rules', () => {
  const labels = [...CONTACT_FIELD_LABELS];
  const schema: TFormSchema = {
    contactInfo: labels,
    form: [
      { title: 'Coming?', type: 'yes-no', required: true },
      { title: 'Comment', type: 'free', required: true },
      { title: 'Transport', type: 'multiple', choiceType: 'radio', choices: ['Bus', 'Car'], required: true },
      { title: 'Uses', type: 'multiple', choiceType: 'checkbox', choices: ['Yearbook', 'Website'], required: true },
    ],
  };

  it('are all found in the catalogs, so a French reader gets each in French', () => {
    const contact = [
      ...validateFormContact(labels, {}),
      // Filled but refused: 'is not valid', a text of its own.
      ...validateFormContact(labels, { familyTie: 'Uncle', civility: 'Dr', 'E-mail': 'nobody', Mobile: '12', Phone: 'call me' }),
    ].map((issue) => issue.message);
    expect(new Set(contact).size).toBe(labels.length + 5);
    const answers = [
      ...validateFormAnswers(schema, {
        'question 0': 'maybe',
        'question 1': 1 as never,
        'question 2': 'Taxi',
        'question 3': 'Bus',
        extra: '',
      }),
      ...validateFormAnswers(schema, { 'question 0': 'Yes', 'question 1': 'x'.repeat(FORM_FREE_ANSWER_MAX + 1), 'question 2': 'Bus' }),
      ...validateFormAnswers(schema, { 'question 0': 'Yes', 'question 1': ' ', 'question 2': 'Bus', 'question 3': [] }),
    ].map((issue) => issue.message);
    expect(new Set(answers).size).toBe(7);
    for (const text of [...contact, ...answers]) {
      const message = messageFromEnglish(text, 'forms.');
      expect(message.key, text).not.toBe('request.text');
      expect(translate(message.key, 'en', message.params), text).toBe(text);
      expect(translate(message.key, 'fr', message.params), text).not.toBe(text);
    }
    expect(translate('request.text', 'fr', { text: messageFromEnglish('The answer must be at most 2000 characters', 'forms.') })).toBe(
      'La réponse ne doit pas dépasser 2000 caractères',
    );
  });

  it('passes a text the catalogs lack on as it is', () => {
    expect(messageFromEnglish('Something new', 'forms.')).toEqual({ key: 'request.text', params: { text: 'Something new' } });
  });
});

describe('zod validation messages', () => {
  const firstIssue = (schema: z.core.$ZodType, input: unknown) => {
    const result = z.safeParse(schema, input, { reportInput: true });
    if (result.success) throw new Error('expected a refusal');
    return result.error.issues[0]!;
  };

  it('stay as zod writes them in English', () => {
    const issue = firstIssue(ZLoginRequest, { username: 1, password: 'x' });
    expect(issueDetail(issue, 'en')).toBe('Invalid input: expected string, received number');
  });

  it("come from zod's French locale in French, the received type included", () => {
    expect(issueDetail(firstIssue(ZLoginRequest, { username: 1, password: 'x' }), 'fr')).toBe(
      'Entrée invalide\u00a0: chaîne de caractères attendu, nombre reçu',
    );
    expect(issueDetail(firstIssue(ZUpdateMeRequest, { language: 'de' }), 'fr')).toBe(
      'Option invalide\u00a0: une valeur parmi "en"|"fr" attendue',
    );
    expect(issueDetail(firstIssue(ZUpdateMeRequest, { language: 'fr', theme: 'dark' }), 'fr')).toBe('Clé non reconnue\u00a0: "theme"');
  });

  it("come from the catalogs when the contract's schema states its own message", () => {
    expect(issueDetail(firstIssue(ZIsoDate, '12/01/2026'), 'en')).toBe('Expected a date YYYY-MM-DD');
    expect(issueDetail(firstIssue(ZIsoDate, '12/01/2026'), 'fr')).toBe('Date au format AAAA-MM-JJ attendue');
    expect(issueDetail(firstIssue(ZFoodParams, { weekOffset: 'next' }), 'fr')).toBe('Décalage en semaines entier attendu');
  });
});
