import {
  CONTACT_ANSWER_KEYS,
  findUnlistedContactFields,
  questionKey,
  type TFormAnswerValue,
  type TFormSchema,
  type TSendFormRequest,
  validateFormAnswers,
  validateFormContact,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant, toDbBool, toJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { messageFromEnglish } from '../../i18n/from-english';
import { AppError, badRequest } from '../../lib/app-error';
import { markSeenFor } from '../notifications/seen';
import { notifyStaff, officeAccounts } from '../notifications/staff-notify';
import { findOwnFormRequest } from './forms.service';
import { inTransaction } from '../../lib/transaction';

const alreadyCompleted = () => new AppError('ALREADY_COMPLETED', 'forms.alreadySent');

/** Refuses the first problem found, with the spec's contact message where it has one. */
function assertValidSubmission(schema: TFormSchema, input: TSendFormRequest): void {
  const [unlisted] = findUnlistedContactFields(schema.contactInfo, input.contactInfo);
  if (unlisted !== undefined) throw badRequest('forms.unlistedContactField', { field: unlisted });
  const [contactIssue] = validateFormContact(schema.contactInfo, input.contactInfo);
  if (contactIssue) throw badRequest('request.text', { text: messageFromEnglish(contactIssue.message, 'forms.') });
  const [answerIssue] = validateFormAnswers(schema, input.form);
  if (answerIssue) {
    throw badRequest('forms.answerRefused', { field: answerIssue.field, reason: messageFromEnglish(answerIssue.message, 'forms.') });
  }
}

/** Answers as they are read back: contact by label, questions by title, ticked choices in the form's order. */
function toResultData(schema: TFormSchema, input: TSendFormRequest) {
  const contactInfo = Object.fromEntries(schema.contactInfo.map((label) => [label, input.contactInfo[CONTACT_ANSWER_KEYS[label]] ?? '']));
  const form = Object.fromEntries(
    schema.form.map((question, index): [string, TFormAnswerValue] => {
      const answer = input.form[questionKey(index)] ?? '';
      if (question.type === 'multiple' && question.choiceType === 'checkbox') {
        return [question.title, question.choices.filter((choice) => answer.includes(choice))];
      }
      return [question.title, typeof answer === 'string' ? answer.trim() : answer];
    }),
  );
  return { contactInfo, form };
}

/**
 * Sends a form once. The update only applies while `completed = 0`, so of two concurrent sends
 * exactly one changes the row and the other is told the form was already sent.
 */
export async function sendFormData(db: Db, actor: Actor, requestId: number, input: TSendFormRequest): Promise<void> {
  const request = await findOwnFormRequest(db, actor, requestId);
  if (request.completed) throw alreadyCompleted();
  if (request.isArchived) throw new AppError('CONFLICT', 'forms.archived');
  assertValidSubmission(request.schema, input);
  const resultData = toResultData(request.schema, input);
  await inTransaction(db, async (trx) => {
    const update = await trx
      .updateTable('form_requests')
      .set({ completed: toDbBool(true), result_data: toJsonText(resultData), completed_at: nowInstant() })
      .where('id', '=', requestId)
      .where('completed', '=', toDbBool(false))
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) === 0) throw alreadyCompleted();
    await markSeenFor(trx, actor.userId, 'form', requestId);
    // The office follows what families send back (decision 088): told in its bell, by e-mail if chosen.
    await notifyStaff(trx, await officeAccounts(trx), {
      subject: 'form returned',
      subjectId: requestId,
      kind: 'form.returned',
      params: { child: `${request.child.first_name} ${request.child.last_name}`, name: request.form.name },
      link: String(request.form.id),
    });
  });
}
