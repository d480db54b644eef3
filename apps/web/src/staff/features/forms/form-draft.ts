import { FORM_TYPES, type TContactFieldLabel, type TFormQuestion, type TNewForm, type TStaffFormDefinition } from '@carnet/contract';

/** How the builder offers a question: the two choice kinds are one 'multiple' question on the wire. */
export const QUESTION_KINDS = ['yes-no', 'radio', 'checkbox', 'free'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** `isRequired`: the family must answer it before sending; new questions are required. */
export type DraftQuestion = { key: number; title: string; kind: QuestionKind; choices: string[]; isRequired: boolean };
export type FormDraft = {
  name: string;
  type: (typeof FORM_TYPES)[number];
  contactInfo: TContactFieldLabel[];
  questions: DraftQuestion[];
  /** Whether the families who have not answered are reminded two days before the deadline. */
  autoRemind: boolean;
};

export type QuestionProblem = 'title' | 'duplicate' | 'choices';
export type DraftProblems = { name: boolean; questions: Record<number, QuestionProblem> };

let nextKey = 1;
export const newQuestion = (kind: QuestionKind = 'yes-no'): DraftQuestion => ({
  key: nextKey++,
  title: '',
  kind,
  choices: ['', ''],
  isRequired: true,
});

export const emptyDraft = (): FormDraft => ({
  name: '',
  type: FORM_TYPES[0],
  contactInfo: [],
  questions: [newQuestion()],
  autoRemind: true,
});

const isChoiceKind = (kind: QuestionKind): kind is 'radio' | 'checkbox' => kind === 'radio' || kind === 'checkbox';
const filledChoices = (question: DraftQuestion) => question.choices.map((c) => c.trim()).filter((c) => c !== '');

function toQuestion(question: DraftQuestion): TFormQuestion {
  const title = question.title.trim();
  const required = question.isRequired;
  if (isChoiceKind(question.kind))
    return { title, type: 'multiple', choiceType: question.kind, choices: filledChoices(question), required };
  return { title, type: question.kind, required };
}

/** What stops a Save, per question: no title, a title used above, or a choice question with fewer than two distinct choices. */
function problemOf(question: DraftQuestion, titlesAbove: Set<string>): QuestionProblem | null {
  const title = question.title.trim();
  if (title === '') return 'title';
  if (titlesAbove.has(title)) return 'duplicate';
  const choices = filledChoices(question);
  if (isChoiceKind(question.kind) && (choices.length < 2 || new Set(choices).size !== choices.length)) return 'choices';
  return null;
}

/** The form to send, or what the office must fix first (the server checks the same again). */
export function toNewForm(draft: FormDraft): { form: TNewForm } | { problems: DraftProblems } {
  const problems: DraftProblems = { name: draft.name.trim() === '', questions: {} };
  const titles = new Set<string>();
  for (const question of draft.questions) {
    const problem = problemOf(question, titles);
    if (problem) problems.questions[question.key] = problem;
    titles.add(question.title.trim());
  }
  if (problems.name || Object.keys(problems.questions).length > 0) return { problems };
  return {
    form: {
      name: draft.name.trim(),
      type: draft.type,
      contactInfo: draft.contactInfo,
      questions: draft.questions.map(toQuestion),
      autoRemind: draft.autoRemind,
    },
  };
}

const isFormType = (type: string): type is FormDraft['type'] => (FORM_TYPES as readonly string[]).includes(type);

/** A form as built, as the builder edits it (a type from before the fixed list becomes 'Other'). */
export function draftOf(form: TStaffFormDefinition): FormDraft {
  return {
    name: form.name,
    type: isFormType(form.type) ? form.type : 'Other',
    contactInfo: [...form.contactInfo],
    autoRemind: form.autoRemind,
    questions: form.questions.map((question) => ({
      key: nextKey++,
      title: question.title,
      kind: question.type === 'multiple' ? question.choiceType : question.type,
      choices: question.type === 'multiple' ? [...question.choices] : ['', ''],
      isRequired: question.required,
    })),
  };
}
