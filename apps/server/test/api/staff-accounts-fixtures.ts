import type { Db } from '../../src/db/connect';
import { createChild, createFamily, createFamilyMember } from '../../src/modules/family/people.repository';
import { classIdFor } from '../../src/modules/structure/classes.repository';

/**
 * A class of its own with four families, one of each case the office meets:
 * - Garnier: two contacts with e-mail (one French-speaking), two pupils in the class;
 * - Lopez: one contact, no e-mail (a letter);
 * - Roche: no e-mail either, two contacts (the letter goes to the first);
 * - Benali: one contact whose address already signs in to an account (a demo parent's).
 */
export async function classWithFamilies(db: Db, className: string) {
  const tag = className.toLowerCase();
  const classYear = '5e';
  const classId = await classIdFor(db, classYear, className);
  const pupil = (familyId: number, firstName: string, lastName: string) =>
    createChild(db, familyId, { firstName, lastName, classYear, className });

  const garnier = await createFamily(db, { name: `Garnier ${className}` });
  const garnierMother = await createFamilyMember(db, garnier, {
    first_name: 'Élise',
    last_name: 'Garnier',
    email: `Elise.Garnier.${tag}@example.org`,
    language: 'French',
  });
  const garnierFather = await createFamilyMember(db, garnier, {
    civility: 'Mr',
    family_tie: 'Father',
    first_name: 'Marc',
    last_name: 'Garnier',
    email: `marc.garnier.${tag}@example.org`,
    language: 'English',
  });
  await pupil(garnier, 'Jade', 'Garnier');
  await pupil(garnier, 'Tom', 'Garnier');

  const lopez = await createFamily(db, { name: `Lopez ${className}` });
  const lopezMother = await createFamilyMember(db, lopez, { first_name: 'Ana', last_name: 'Lopez', email: '', language: 'Spanish' });
  await pupil(lopez, 'Sofia', 'Lopez');

  const roche = await createFamily(db, { name: `Roche ${className}` });
  const rocheFirst = await createFamilyMember(db, roche, { first_name: 'Claire', last_name: 'Roche', email: '', language: 'French' });
  await createFamilyMember(db, roche, { first_name: 'Paul', last_name: 'Roche', email: '', language: 'French' });
  await pupil(roche, 'Lucas', 'Roche');

  const benali = await createFamily(db, { name: `Benali ${className}` });
  const benaliFather = await createFamilyMember(db, benali, { first_name: 'Karim', last_name: 'Benali', email: 'parent2@example.com' });
  await pupil(benali, 'Inès', 'Benali');

  return {
    classId,
    families: { garnier, lopez, roche, benali },
    members: { garnierMother, garnierFather, lopezMother, rocheFirst, benaliFather },
    emails: { garnierMother: `elise.garnier.${tag}@example.org`, garnierFather: `marc.garnier.${tag}@example.org` },
  };
}

/** The PDF's pages: `/Type /Page` objects, not the `/Type /Pages` tree. */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** The activation codes printed in a PDF, as typed (XXXX-XXXX-XXXX). */
export const codesIn = (pdf: Buffer) => pdf.toString('latin1').match(/[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/g) ?? [];
