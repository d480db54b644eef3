import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_LABELS, type TFormSchema, ZFormSchema } from './forms';
import {
  FORM_FREE_ANSWER_MAX,
  findUnlistedContactFields,
  isFormMobile,
  questionKey,
  validateFormAnswers,
  validateFormContact,
} from './form-validation';
import { FORM_PHONE_PATTERN, FRENCH_MOBILE_PATTERN } from './patterns';

const validContact = {
  familyTie: 'Mother',
  civility: 'Mrs.',
  Firstname: 'Camille',
  Lastname: 'Martin',
  'E-mail': 'camille@example.com',
  Mobile: '0612345678',
  Phone: '+33144556677',
  Address: '12 rue des Lilas, Paris',
};

describe('validateFormContact', () => {
  it('accepts a complete contact for every label', () => {
    expect(validateFormContact(CONTACT_FIELD_LABELS, validContact)).toEqual([]);
  });

  it.each([
    ['Family tie', 'familyTie', 'Family tie is required', 'Family tie is required'],
    ['Civility', 'civility', 'Civility is required', 'Civility is required'],
    ['Firstname', 'Firstname', 'Firstname is required', 'Firstname is required'],
    ['Lastname', 'Lastname', 'Lastname is required', 'Lastname is required'],
    ['E-mail', 'E-mail', 'E-mail is required', 'Verify your E-mail'],
    ['Mobile', 'Mobile', 'Mobile is required', 'Mobile is required'],
    ['Phone', 'Phone', 'Phone is required', 'Verify your phone number'],
    ['Address', 'Address', 'Address is required', 'Address is required'],
  ] as const)('%s missing or blank gives its message', (label, field, message, warning) => {
    for (const value of [undefined, '', '   ']) {
      expect(validateFormContact([label], { ...validContact, [field]: value })).toEqual([{ field, reason: 'required', message, warning }]);
    }
  });

  it("says a filled family tie or civility outside the choices is not valid, not 'required'", () => {
    expect(validateFormContact(['Family tie', 'Civility'], { familyTie: 'Uncle', civility: 'Mr' })).toEqual([
      { field: 'familyTie', reason: 'invalid', message: 'Family tie is not valid', warning: 'Family tie is not valid' },
      { field: 'civility', reason: 'invalid', message: 'Civility is not valid', warning: 'Civility is not valid' },
    ]);
  });

  it('refuses a malformed e-mail as not valid, with the warning to verify it', () => {
    for (const email of ['camille', 'camille@', 'camille@example', 'ca mille@example.com']) {
      expect(validateFormContact(['E-mail'], { 'E-mail': email })).toEqual([
        { field: 'E-mail', reason: 'invalid', message: 'E-mail is not valid', warning: 'Verify your E-mail' },
      ]);
    }
  });

  it('checks only the labels the form lists', () => {
    expect(validateFormContact(['Lastname'], { Lastname: 'Martin' })).toEqual([]);
    expect(validateFormContact([], {})).toEqual([]);
  });

  it('reports every failing field in the order of the labels', () => {
    expect(validateFormContact(['Phone', 'Firstname'], {}).map((i) => i.field)).toEqual(['Phone', 'Firstname']);
  });
});

describe('the phone pattern of forms (an optional + then at least 10 digits)', () => {
  it.each(['+33612345678', '0612345678', '00336123456789'])('accepts %s', (phone) => {
    expect(FORM_PHONE_PATTERN.test(phone)).toBe(true);
    expect(validateFormContact(['Mobile', 'Phone'], { Mobile: phone, Phone: phone })).toEqual([]);
  });

  it.each(['06123', 'abc', '061234567', '++33612345678', '0612345678a'])('refuses %s as not valid', (phone) => {
    expect(FORM_PHONE_PATTERN.test(phone)).toBe(false);
    expect(validateFormContact(['Mobile', 'Phone'], { Mobile: phone, Phone: phone }).map((i) => [i.reason, i.message])).toEqual([
      ['invalid', 'Mobile is not valid'],
      ['invalid', 'Phone is not valid'],
    ]);
  });

  it('keeps the phone rule for Phone: a number written in pairs is refused there', () => {
    expect(validateFormContact(['Phone'], { Phone: '01 44 55 66 77' }).map((i) => i.message)).toEqual(['Phone is not valid']);
  });
});

describe("the forms' mobile accepts every mobile the family page accepts", () => {
  // The family page's examples (FRENCH_MOBILE_PATTERN): pairs split by spaces, dots or dashes, +33 or 0033.
  it.each(['06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', '+33 6 12 34 56 78', '0033 6 12 34 56 78', '0798765432'])(
    'accepts %s',
    (mobile) => {
      expect(FRENCH_MOBILE_PATTERN.test(mobile)).toBe(true);
      expect(isFormMobile(mobile)).toBe(true);
      expect(validateFormContact(['Mobile'], { Mobile: mobile })).toEqual([]);
    },
  );

  it.each(['06 12 34', '06 12 34 56 7a', '6 12 34 56 78', '+44 7700 900123'])('refuses %s as not valid', (mobile) => {
    expect(validateFormContact(['Mobile'], { Mobile: mobile })).toEqual([
      { field: 'Mobile', reason: 'invalid', message: 'Mobile is not valid', warning: 'Mobile is not valid' },
    ]);
  });
});

describe('findUnlistedContactFields', () => {
  it('names the answer keys of fields the form does not list', () => {
    expect(findUnlistedContactFields(['Lastname', 'E-mail'], { Lastname: 'x', 'E-mail': 'y', Phone: 'z', nickname: 'w' })).toEqual([
      'Phone',
      'nickname',
    ]);
    expect(findUnlistedContactFields(CONTACT_FIELD_LABELS, validContact)).toEqual([]);
  });
});

const schema: TFormSchema = ZFormSchema.parse({
  contactInfo: [],
  form: [
    { title: 'Trip', type: 'yes-no' },
    { title: 'Activities', type: 'multiple', choiceType: 'checkbox', choices: ['Chess', 'Choir', 'Football'] },
    { title: 'Day', type: 'multiple', choiceType: 'radio', choices: ['Monday', 'Tuesday'] },
    { title: 'Comment', type: 'free' },
  ],
});
const validAnswers = { 'question 0': 'Yes', 'question 1': ['Choir', 'Chess'], 'question 2': 'Tuesday', 'question 3': 'Nothing to add' };
const refusal = (index: number, value: unknown) => validateFormAnswers(schema, { ...validAnswers, [questionKey(index)]: value as string });

describe('validateFormAnswers', () => {
  it('accepts one valid answer per question, and an empty checkbox list', () => {
    expect(validateFormAnswers(schema, validAnswers)).toEqual([]);
    expect(refusal(1, [])).toEqual([]);
    expect(refusal(0, 'No')).toEqual([]);
  });

  it('keys answers by 0-based question index', () => {
    expect(questionKey(0)).toBe('question 0');
    expect(questionKey(12)).toBe('question 12');
  });

  it('refuses keys that are not an existing question', () => {
    for (const key of ['question 4', 'question -1', 'question01', 'trip', '__proto__']) {
      expect(validateFormAnswers(schema, { ...validAnswers, [key]: 'Yes' })).toEqual([
        { field: key, message: 'No such question in this form' },
      ]);
    }
  });

  it('refuses a missing answer to any question', () => {
    for (let index = 0; index < schema.form.length; index += 1) {
      const answers: Record<string, string | string[]> = { ...validAnswers };
      delete answers[questionKey(index)];
      expect(validateFormAnswers(schema, answers)).toEqual([{ field: questionKey(index), message: 'An answer is required' }]);
    }
  });

  it('refuses an empty answer to a required question, blank text or no choice', () => {
    for (const index of [0, 2, 3]) {
      for (const value of ['', '  ']) {
        expect(refusal(index, value)).toEqual([{ field: questionKey(index), message: 'An answer is required' }]);
      }
    }
  });

  it('reads a question written without `required` as required, so older forms stay as they were', () => {
    expect(schema.form.every((question) => question.required)).toBe(true);
  });

  it('accepts an optional question left out or empty, and still checks it when it is answered', () => {
    const optional = { ...schema, form: schema.form.map((question) => ({ ...question, required: false })) };
    expect(validateFormAnswers(optional, {})).toEqual([]);
    expect(validateFormAnswers(optional, { 'question 0': '', 'question 2': ' ', 'question 3': '  ' })).toEqual([]);
    expect(validateFormAnswers(optional, { 'question 0': 'Maybe', 'question 2': 'Friday' })).toEqual([
      { field: 'question 0', message: "The answer must be 'Yes' or 'No'" },
      { field: 'question 2', message: 'The answer must be one of the choices' },
    ]);
  });

  it('refuses a yes-no answer other than Yes or No', () => {
    for (const value of ['yes', 'Maybe', ['Yes']]) {
      expect(refusal(0, value)).toEqual([{ field: 'question 0', message: "The answer must be 'Yes' or 'No'" }]);
    }
  });

  it('refuses a checkbox answer that is not a list of distinct choices', () => {
    for (const value of ['Chess', ['Chess', 'Chess'], ['Chess', 'Tennis']]) {
      expect(refusal(1, value)).toEqual([{ field: 'question 1', message: 'The answer must be a list of distinct choices' }]);
    }
  });

  it('refuses a radio answer not among the choices', () => {
    for (const value of ['Friday', 'monday', ['Monday']]) {
      expect(refusal(2, value)).toEqual([{ field: 'question 2', message: 'The answer must be one of the choices' }]);
    }
  });

  it('refuses a blank, non-text or too long free answer', () => {
    expect(refusal(3, '  ')).toEqual([{ field: 'question 3', message: 'An answer is required' }]);
    expect(refusal(3, ['a'])).toEqual([{ field: 'question 3', message: 'The answer must be a text' }]);
    expect(refusal(3, 'x'.repeat(FORM_FREE_ANSWER_MAX))).toEqual([]);
    expect(refusal(3, 'x'.repeat(FORM_FREE_ANSWER_MAX + 1))).toEqual([
      { field: 'question 3', message: `The answer must be at most ${FORM_FREE_ANSWER_MAX} characters` },
    ]);
  });
});

describe('ZFormSchema', () => {
  it('refuses duplicate question titles or contact labels, since answers are stored by them', () => {
    expect(ZFormSchema.safeParse(schema).success).toBe(true);
    expect(ZFormSchema.safeParse({ ...schema, form: [...schema.form, { title: 'Trip', type: 'free' }] }).success).toBe(false);
    expect(ZFormSchema.safeParse({ ...schema, contactInfo: ['Phone', 'Phone'] }).success).toBe(false);
  });
});
