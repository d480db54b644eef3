import { addDays } from '@carnet/contract';
import { publishConcern } from '../modules/conduct/concerns.publish';
import { publishAllergy } from '../modules/child/child.publish';
import type { Db } from '../db/connect';
import { createAllergy, createMedicalInfo } from '../modules/child/medical.repository';
import { createConcern } from '../modules/conduct/concerns.repository';
import type { DemoSchool } from './people';

/**
 * Medical records and concerns of the demo children. Older records come from the repositories (no
 * notification); the recent ones go through the publish services, so the family has unseen
 * 'allergy' and 'concern' notifications, among them the concern banner for Léa.
 */
export async function seedChildRecords(db: Db, school: DemoSchool, today: string): Promise<void> {
  const { lea, hugo, noah } = school.children;

  await createMedicalInfo(db, lea, { type: 'Information', name: 'Wears glasses for reading and at the board', date: addDays(today, -210) });
  await createMedicalInfo(db, lea, {
    type: 'Allergy',
    name: 'Peanut allergy: risk of anaphylaxis',
    date: addDays(today, -200),
    certificates: [
      {
        title: 'Allergy diagnosis - Dr Lefebvre',
        type: 'Medical certificate',
        expiration: null,
        lines: ['Allergy to peanuts and peanut traces confirmed by skin test.'],
      },
    ],
  });
  await createMedicalInfo(db, lea, {
    type: 'Medication',
    name: 'Cetirizine 10 mg at the first signs of a reaction',
    date: addDays(today, -200),
  });
  await publishAllergy(db, {
    childId: lea,
    name: 'Peanuts',
    comment: 'No peanuts or peanut traces; the canteen is informed.',
    syringes: [
      { name: 'Epinephrine auto-injector 0.15 mg', expiration: addDays(today, 150), comment: 'Kept at the school infirmary' },
      { name: 'Epinephrine auto-injector 0.15 mg', expiration: addDays(today, 25), comment: 'In her school bag, front pocket' },
    ],
    certificates: [
      {
        title: 'Individual care plan (PAI) - Léa',
        type: 'PAI',
        expiration: addDays(today, 240),
        lines: ['In case of reaction: inject, call 15, then the parents.'],
      },
    ],
  });

  await createMedicalInfo(db, hugo, {
    type: 'Information',
    name: 'Mild asthma, avoid intense effort in cold weather',
    date: addDays(today, -400),
  });
  await createMedicalInfo(db, hugo, { type: 'Allergy', name: 'Bee and wasp stings', date: addDays(today, -380) });
  await createMedicalInfo(db, hugo, {
    type: 'Medication',
    name: 'Salbutamol inhaler, two puffs before sport',
    date: addDays(today, -90),
    certificates: [
      {
        title: 'Prescription - salbutamol',
        type: 'Prescription',
        expiration: addDays(today, 275),
        lines: ['Salbutamol 100 micrograms, two puffs before physical education.'],
      },
    ],
  });
  await createAllergy(db, hugo, {
    name: 'Bee and wasp stings',
    comment: 'Keep away from the beehives during outings.',
    syringes: [{ name: 'Epinephrine auto-injector 0.3 mg', expiration: addDays(today, 300), comment: 'Kept at the school infirmary' }],
    certificates: [
      {
        title: 'Sting allergy certificate - Hugo',
        type: 'Medical certificate',
        expiration: addDays(today, 180),
        lines: ['Hymenoptera venom allergy.'],
      },
    ],
  });

  await createMedicalInfo(db, noah, { type: 'Information', name: 'Lactose intolerance', date: addDays(today, -150) });
  await createMedicalInfo(db, noah, { type: 'Allergy', name: 'Tree nuts (walnuts, hazelnuts)', date: addDays(today, -150) });
  await createMedicalInfo(db, noah, { type: 'Medication', name: 'Desloratadine 5 mg in case of hives', date: addDays(today, -140) });
  await createAllergy(db, noah, {
    name: 'Tree nuts',
    comment: 'Walnuts and hazelnuts; check cakes brought for birthdays.',
    syringes: [{ name: 'Epinephrine auto-injector 0.15 mg', expiration: addDays(today, 60), comment: 'Kept at the school infirmary' }],
    certificates: [
      {
        title: 'Individual care plan (PAI) - Noah',
        type: 'PAI',
        expiration: addDays(today, 200),
        lines: ['Tree nut allergy: no nuts in any meal or snack.'],
      },
    ],
  });

  await createConcern(db, lea, {
    type: 'Learning',
    reason: 'Homework not handed in three times',
    date: addDays(today, -45),
    comment: 'Talked about it with Léa; she now uses her planner.',
    acknowledged: true,
  });
  // Raised by Paul Bernard, her mathematics teacher: he and the office read it, her other teachers do not (decision 084).
  await publishConcern(db, {
    childId: lea,
    raisedBy: school.users.teacher,
    type: 'Behaviour',
    reason: 'Disrupted the mathematics lesson',
    date: addDays(today, -2),
    comment: 'Léa kept talking after two reminders. Please talk about it with her.',
  });
  await publishConcern(db, {
    childId: noah,
    raisedBy: school.users.office,
    type: 'Attendance',
    reason: 'Late three times this month',
    date: addDays(today, -5),
    comment: 'Noah arrived after the bell on three mornings.',
  });
}
