import type { TFormSchemaInput } from '@carnet/contract';
import { loadActor } from '../lib/actor';
import { markSeenFor } from '../modules/notifications/seen';
import { publishFormRequest } from '../modules/forms/forms.publish';
import { sendFormData } from '../modules/forms/send-form.service';
import type { Db } from '../db/connect';
import { createForm } from '../modules/forms/forms.repository';
import type { DemoSchool } from './people';

/** Forms of three types that together use every question type and various contact fields. */
const FORMS = {
  trip: {
    name: 'School trip to the Louvre',
    type: 'Authorization',
    schema: {
      contactInfo: ['Family tie', 'Civility', 'Firstname', 'Lastname', 'Mobile'],
      form: [
        { title: 'Do you authorise your child to take part in the trip?', type: 'yes-no' },
        {
          title: 'How will your child get home afterwards?',
          type: 'multiple',
          choiceType: 'radio',
          choices: ['Picked up at school', 'Goes home alone', 'School bus'],
        },
        { title: 'Medical information the teachers should know', type: 'free' },
      ],
    },
  },
  imageRights: {
    name: 'Image rights',
    type: 'Authorization',
    schema: {
      contactInfo: ['Civility', 'Firstname', 'Lastname', 'E-mail', 'Phone'],
      form: [
        { title: 'May the school publish photos of your child?', type: 'yes-no' },
        {
          title: 'Where may the photos appear?',
          type: 'multiple',
          choiceType: 'checkbox',
          choices: ['School website', 'Yearbook', 'Local newspaper', 'Social networks'],
        },
      ],
    },
  },
  canteen: {
    name: 'Canteen satisfaction survey',
    type: 'Survey',
    schema: {
      contactInfo: ['Civility', 'Lastname', 'E-mail'],
      form: [
        {
          title: 'How satisfied is your child with the canteen?',
          type: 'multiple',
          choiceType: 'radio',
          choices: ['Very satisfied', 'Satisfied', 'Not very satisfied', 'Not satisfied'],
        },
        {
          title: 'Which dishes would you like more often?',
          type: 'multiple',
          choiceType: 'checkbox',
          choices: ['Fish', 'Vegetarian dishes', 'Pasta', 'Seasonal fruit'],
        },
        { title: 'Other suggestions', type: 'free', required: false },
      ],
    },
  },
  activities: {
    name: 'Extracurricular activities',
    type: 'Registration',
    schema: {
      contactInfo: ['Family tie', 'Civility', 'Firstname', 'Lastname', 'E-mail', 'Mobile', 'Phone', 'Address'],
      form: [
        {
          title: 'Which activities will your child join?',
          type: 'multiple',
          choiceType: 'checkbox',
          choices: ['Chess club', 'Choir', 'Football', 'Theatre'],
        },
        { title: 'Preferred day', type: 'multiple', choiceType: 'radio', choices: ['Monday', 'Tuesday', 'Thursday'] },
        { title: 'May your child go home alone after the activity?', type: 'yes-no' },
        { title: 'Anything the activity leaders should know?', type: 'free', required: false },
      ],
    },
  },
  workExperience: {
    name: 'Work experience week',
    type: 'Registration',
    schema: {
      contactInfo: ['Family tie', 'Firstname', 'Lastname', 'Mobile', 'Address'],
      form: [
        { title: 'Name and address of the host company', type: 'free' },
        {
          title: 'Field of the placement',
          type: 'multiple',
          choiceType: 'radio',
          choices: ['Health', 'Trade', 'Industry', 'Arts', 'Public services'],
        },
        { title: 'Has the company signed the agreement?', type: 'yes-no' },
      ],
    },
  },
} satisfies Record<string, { name: string; type: string; schema: TFormSchemaInput }>;

type FormKey = keyof typeof FORMS;

/** Per child: the forms asked, and which of them the parents have already opened (notification seen). */
const REQUESTS: Array<{ child: keyof DemoSchool['children']; form: FormKey; seen: boolean }> = [
  { child: 'lea', form: 'trip', seen: false },
  { child: 'lea', form: 'imageRights', seen: true },
  { child: 'lea', form: 'canteen', seen: true },
  { child: 'lea', form: 'activities', seen: false },
  { child: 'hugo', form: 'imageRights', seen: false },
  { child: 'hugo', form: 'activities', seen: false },
  { child: 'hugo', form: 'workExperience', seen: true },
  { child: 'noah', form: 'trip', seen: false },
  { child: 'noah', form: 'imageRights', seen: false },
  { child: 'noah', form: 'canteen', seen: true },
];

export async function seedForms(db: Db, school: DemoSchool, _today: string): Promise<void> {
  const formIds = {} as Record<FormKey, number>;
  for (const [key, form] of Object.entries(FORMS) as Array<[FormKey, (typeof FORMS)[FormKey]]>) {
    formIds[key] = await createForm(db, form);
  }
  const parentOf = { lea: school.users.parent, hugo: school.users.parent, noah: school.users.parent2 };
  const requestIds: Partial<Record<`${keyof DemoSchool['children']}:${FormKey}`, number>> = {};
  for (const r of REQUESTS) {
    const requestId = await publishFormRequest(db, { formId: formIds[r.form], childId: school.children[r.child] });
    requestIds[`${r.child}:${r.form}`] = requestId;
    if (r.seen) await markSeenFor(db, parentOf[r.child], 'form', requestId);
  }

  // Léa's image rights were sent by her mother through the same service as the API call.
  const camille = await loadActor(db, school.users.parent);
  const leaImageRights = requestIds['lea:imageRights'];
  if (!camille || leaImageRights === undefined) throw new Error('The demo school lacks the Martin parent or its form request');
  await sendFormData(db, camille, leaImageRights, {
    contactInfo: { civility: 'Mrs.', Firstname: 'Camille', Lastname: 'Martin', 'E-mail': 'parent@example.com', Phone: '+33144556677' },
    form: { 'question 0': 'Yes', 'question 1': ['School website', 'Yearbook'] },
  });
}
