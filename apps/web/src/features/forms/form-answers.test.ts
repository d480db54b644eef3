import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FIELD_LABELS, type TFormData, type TFormRequest, type TFormSchema } from '@carnet/contract';
import { speak } from '../../test/render';
import {
  buildSendFormPayload,
  contactRows,
  formTypesOf,
  hasTypedAnswers,
  initialAnswers,
  isEveryQuestionAnswered,
  pickFormType,
  questionRows,
  toggleChoice,
} from './form-answers';

const schema: TFormSchema = {
  contactInfo: [...CONTACT_FIELD_LABELS],
  form: [
    { title: 'Activities', type: 'multiple', choiceType: 'checkbox', choices: ['Chess club', 'Choir', 'Theatre'], required: true },
    { title: 'Preferred day', type: 'multiple', choiceType: 'radio', choices: ['Monday', 'Tuesday'], required: true },
    { title: 'Home alone?', type: 'yes-no', required: true },
    { title: 'Anything else?', type: 'free', required: true },
  ],
};
const checkbox = schema.form[0] as Extract<TFormSchema['form'][number], { type: 'multiple' }>;
const parent = { firstName: 'Camille', lastName: 'Martin', email: 'parent@example.com' };

describe('the answer keys', () => {
  it('start with the spec keys of every listed contact field, the parent known, and empty checkbox lists', () => {
    expect(initialAnswers(schema, parent)).toEqual({
      familyTie: '',
      civility: '',
      Firstname: 'Camille',
      Lastname: 'Martin',
      'E-mail': 'parent@example.com',
      Mobile: '',
      Phone: '',
      Address: '',
      'question 0': [],
    });
    expect(initialAnswers({ contactInfo: ['Civility', 'Lastname'], form: [] }, null)).toEqual({ civility: '', Lastname: '' });
  });

  it('start the contact fields from what the school holds of the parent, only for the fields the form lists', () => {
    const held = {
      familyTie: 'Mother',
      civility: 'Mrs.',
      Firstname: 'Camille',
      Mobile: '06 12 34 56 78',
      Address: '12 rue des Lilas, 75011 Paris',
      Phone: '+33 1',
    };
    expect(initialAnswers({ contactInfo: ['Family tie', 'Civility', 'Mobile', 'Address', 'E-mail'], form: [] }, parent, held)).toEqual({
      familyTie: 'Mother',
      civility: 'Mrs.',
      Mobile: '06 12 34 56 78',
      Address: '12 rue des Lilas, 75011 Paris',
      'E-mail': 'parent@example.com',
    });
  });

  it("send contact answers under their keys and each question under 'question {index}', trimmed", () => {
    const answers = {
      ...initialAnswers(schema, parent),
      familyTie: 'Mother',
      civility: 'Mrs.',
      Mobile: ' 0612345678 ',
      Phone: '0144556677',
      Address: '12 rue des Lilas',
      'question 0': ['Chess club', 'Theatre'],
      'question 1': 'Tuesday',
      'question 2': 'No',
      'question 3': '  Peanut allergy  ',
      // A key the form does not list is never sent.
      nickname: 'Cam',
    };
    expect(buildSendFormPayload(schema, answers)).toEqual({
      contactInfo: {
        familyTie: 'Mother',
        civility: 'Mrs.',
        Firstname: 'Camille',
        Lastname: 'Martin',
        'E-mail': 'parent@example.com',
        Mobile: '0612345678',
        Phone: '0144556677',
        Address: '12 rue des Lilas',
      },
      form: { 'question 0': ['Chess club', 'Theatre'], 'question 1': 'Tuesday', 'question 2': 'No', 'question 3': 'Peanut allergy' },
    });
    expect(isEveryQuestionAnswered(schema, answers)).toBe(true);
  });

  it('leave unanswered questions out, and the send waits for every one (an empty checkbox list is an answer)', () => {
    const start = initialAnswers(schema, parent);
    expect(buildSendFormPayload(schema, start).form).toEqual({ 'question 0': [] });
    expect(isEveryQuestionAnswered(schema, start)).toBe(false);
    const allButFree = { ...start, 'question 1': 'Monday', 'question 2': 'Yes' };
    expect(isEveryQuestionAnswered(schema, allButFree)).toBe(false);
    expect(isEveryQuestionAnswered(schema, { ...allButFree, 'question 3': '   ' })).toBe(false);
    expect(isEveryQuestionAnswered(schema, { ...allButFree, 'question 3': 'None' })).toBe(true);
  });

  it('toggle checkbox choices in and out of the list, in the order of the choices', () => {
    expect(toggleChoice(checkbox, [], 'Theatre')).toEqual(['Theatre']);
    expect(toggleChoice(checkbox, ['Theatre'], 'Chess club')).toEqual(['Chess club', 'Theatre']);
    expect(toggleChoice(checkbox, ['Chess club', 'Theatre'], 'Theatre')).toEqual(['Chess club']);
  });
});

describe('the form types', () => {
  const request = (id: number, type: string): TFormRequest => ({
    id,
    completed: false,
    hasNotification: false,
    deadline: null,
    child: { id: 1, first_name: 'Léa', last_name: 'Martin' },
    form: { id, name: `Form ${id}`, type },
  });

  it('list each type once, alphabetically, and default to the initial one if valid, else the first', () => {
    const types = formTypesOf([request(1, 'Survey'), request(2, 'Authorization'), request(3, 'Survey')]);
    expect(types).toEqual(['Authorization', 'Survey']);
    expect(pickFormType(types, 'Survey')).toBe('Survey');
    expect(pickFormType(types, 'Unknown')).toBe('Authorization');
    expect(pickFormType(types, null)).toBe('Authorization');
    expect(pickFormType([], null)).toBeNull();
  });
});

describe('the answers read back', () => {
  beforeEach(() => speak('en'));
  afterEach(() => speak('en'));
  const data = (resultData: TFormData['resultData']): TFormData => ({
    id: 2,
    form: { id: 2, name: 'Image rights', type: 'Authorization' },
    child: { id: 1, first_name: 'Léa', last_name: 'Martin' },
    resultData,
  });

  it("show the contact in label order, the e-mail always, 'Non spécifié' when empty, 'Email' as 'E-mail'", () => {
    expect(contactRows(data({ contactInfo: { Phone: '', Lastname: 'Martin', Civility: 'Mrs.' }, form: {} }))).toEqual([
      { label: 'Civility', value: 'Mrs.' },
      { label: 'Lastname', value: 'Martin' },
      { label: 'E-mail', value: 'Non spécifié' },
      { label: 'Phone', value: 'Non spécifié' },
    ]);
    expect(contactRows(data({ contactInfo: { Email: 'a@b.fr' }, form: {} }))).toEqual([{ label: 'E-mail', value: 'a@b.fr' }]);
  });

  it('show each question with its answer, lists joined with commas', () => {
    const rows = questionRows(
      data({ contactInfo: {}, form: { 'Publish photos?': 'Yes', 'Where?': ['School website', 'Yearbook'], None: [] } }),
    );
    expect(rows).toEqual([
      { title: 'Publish photos?', answer: 'Yes' },
      { title: 'Where?', answer: 'School website, Yearbook' },
      { title: 'None', answer: 'Non spécifié' },
    ]);
    expect(questionRows(data(null))).toEqual([]);
  });

  it('speak French: the fixed choices and Yes or No through the labels, the school’s words as written', async () => {
    await speak('fr');
    const french = (value: string) => ({ 'Mrs.': 'Mme', Mother: 'Mère', Yes: 'Oui', No: 'Non' })[value] ?? value;
    expect(contactRows(data({ contactInfo: { 'Family tie': 'Mother', Civility: 'Mrs.', Phone: '' }, form: {} }), french)).toEqual([
      { label: 'Family tie', value: 'Mère' },
      { label: 'Civility', value: 'Mme' },
      { label: 'E-mail', value: 'Non spécifié' },
      { label: 'Phone', value: 'Non spécifié' },
    ]);
    expect(questionRows(data({ contactInfo: {}, form: { 'Publish?': 'Yes', 'Where?': ['Yes'], Day: 'Mother' } }), french)).toEqual([
      { title: 'Publish?', answer: 'Oui' },
      { title: 'Where?', answer: 'Yes' },
      { title: 'Day', answer: 'Mother' },
    ]);
  });
});

describe('hasTypedAnswers', () => {
  const initial = initialAnswers(schema, parent);

  it('is false on opening, and once a change is undone', () => {
    expect(hasTypedAnswers(initial, initial)).toBe(false);
    expect(hasTypedAnswers(initial, { ...initial, Address: '  ', 'question 0': [], 'question 3': '' })).toBe(false);
  });

  it('is true once anything is typed, ticked or chosen, a prefilled name changed included', () => {
    expect(hasTypedAnswers(initial, { ...initial, 'question 3': 'Peanuts' })).toBe(true);
    expect(hasTypedAnswers(initial, { ...initial, 'question 0': ['Choir'] })).toBe(true);
    expect(hasTypedAnswers(initial, { ...initial, 'question 2': 'No' })).toBe(true);
    expect(hasTypedAnswers(initial, { ...initial, Firstname: 'Camil' })).toBe(true);
  });
});
