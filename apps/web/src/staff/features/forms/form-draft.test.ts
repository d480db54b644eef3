import { describe, expect, it } from 'vitest';
import { ZNewForm } from '@carnet/contract';
import { draftOf, emptyDraft, newQuestion, toNewForm, type FormDraft } from './form-draft';

const draftWith = (questions: FormDraft['questions'], name = 'Trip'): FormDraft => ({ ...emptyDraft(), name, questions });

describe('toNewForm', () => {
  it('turns a filled draft into a form the contract accepts, the choice kinds as multiple questions', () => {
    const yesNo = { ...newQuestion('yes-no'), title: ' May we take photos? ' };
    const single = { ...newQuestion('radio'), title: 'Day', choices: ['Monday', ' Friday ', ''] };
    const free = { ...newQuestion('free'), title: 'Anything else?', isRequired: false };
    const result = toNewForm({ ...draftWith([yesNo, single, free]), contactInfo: ['Phone'] });
    if (!('form' in result)) throw new Error('expected a form');
    expect(result.form.questions).toEqual([
      { title: 'May we take photos?', type: 'yes-no', required: true },
      { title: 'Day', type: 'multiple', choiceType: 'radio', choices: ['Monday', 'Friday'], required: true },
      { title: 'Anything else?', type: 'free', required: false },
    ]);
    expect(ZNewForm.safeParse(result.form).success).toBe(true);
  });

  it('starts a new question as required and keeps an optional one optional when the form is changed', () => {
    expect(newQuestion().isRequired).toBe(true);
    const draft = draftOf({
      id: 1,
      name: 'Trip',
      type: 'Survey',
      contactInfo: [],
      autoRemind: true,
      requested: 0,
      answered: 0,
      questions: [
        { title: 'Coming?', type: 'yes-no', required: true },
        { title: 'Anything else?', type: 'free', required: false },
      ],
    });
    expect(draft.questions.map((q) => q.isRequired)).toEqual([true, false]);
  });

  it('names each problem: no name, no title, a title used twice, too few choices', () => {
    const first = { ...newQuestion('free'), title: 'Same' };
    const again = { ...newQuestion('yes-no'), title: 'Same ' };
    const untitled = newQuestion('free');
    const oneChoice = { ...newQuestion('checkbox'), title: 'Clubs', choices: ['Chess', ' '] };
    const result = toNewForm(draftWith([first, again, untitled, oneChoice], ' '));
    expect(result).toEqual({
      problems: { name: true, questions: { [again.key]: 'duplicate', [untitled.key]: 'title', [oneChoice.key]: 'choices' } },
    });
  });

  it('refuses twice the same choice', () => {
    const question = { ...newQuestion('radio'), title: 'Day', choices: ['Monday', 'Monday'] };
    expect(toNewForm(draftWith([question]))).toEqual({ problems: { name: false, questions: { [question.key]: 'choices' } } });
  });
});
