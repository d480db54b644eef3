import type { Db } from '../db/connect';
import { createTermEvent, type TermEventInput } from '../modules/terms/terms.repository';
import { publishTermEvent } from '../modules/terms/terms.publish';
import type { DemoSchool } from './people';
import { ensureSchoolTerms, schoolYearLabel, schoolYearStartOf } from './school-calendar';

type Detail = TermEventInput['event_details'][number];
const ALL = ['6A', '3B'];
const detail = (type: string, classes: string[], detail_en: string, detail_fr: string): Detail => ({ type, classes, detail_en, detail_fr });

/** One school year's calendar (starting in September of `y`): holidays, exams, school events and parent meetings. */
function termEventsOf(y: number): TermEventInput[] {
  const school_year = schoolYearLabel(y);
  const event = (date: string, type: string, title_en: string, title_fr: string, ...event_details: Detail[]): TermEventInput => ({
    date,
    type,
    school_year,
    title_en,
    title_fr,
    event_details,
  });
  const noLessons = (until: string, jusqua: string) =>
    detail('No lessons', ALL, `No lessons; school resumes on ${until}.`, `Pas de cours ; reprise des cours le ${jusqua}.`);
  return [
    event(
      `${y}-09-01`,
      'School events',
      'First day of school',
      'Rentrée scolaire',
      detail(
        'Welcome',
        ['6A'],
        'Sixth-year pupils are welcomed at 8:30 by their form teacher.',
        'Les élèves de 6e sont accueillis à 8 h 30 par leur professeur principal.',
      ),
      detail('Welcome', ['3B'], 'Other classes start at 10:00.', 'Les autres classes commencent à 10 h.'),
    ),
    event(
      `${y}-10-01`,
      'Parent meetings',
      'Parent-teacher meeting (6e)',
      'Réunion parents-professeurs (6e)',
      detail(
        'Meeting',
        ['6A'],
        'Meet the teaching team from 17:30 in the assembly hall.',
        'Rencontre avec l’équipe pédagogique à 17 h 30 en salle polyvalente.',
      ),
    ),
    event(
      `${y}-10-08`,
      'Parent meetings',
      'Parent-teacher meeting (3e)',
      'Réunion parents-professeurs (3e)',
      detail('Meeting', ['3B'], 'Presentation of the brevet year from 17:30.', 'Présentation de l’année du brevet à 17 h 30.'),
    ),
    event(`${y}-10-17`, 'Holidays', 'Autumn half-term', 'Vacances de la Toussaint', noLessons('2 November', '2 novembre')),
    event(
      `${y}-12-07`,
      'Exams',
      'End-of-term tests',
      'Contrôles de fin de trimestre',
      detail('Written tests', ALL, 'Tests in every subject during the week.', 'Contrôles dans toutes les matières pendant la semaine.'),
    ),
    event(`${y}-12-19`, 'Holidays', 'Christmas holidays', 'Vacances de Noël', noLessons('4 January', '4 janvier')),
    event(
      `${y + 1}-01-26`,
      'Exams',
      'Mock brevet',
      'Brevet blanc',
      detail(
        'Written exam',
        ['3B'],
        'French, mathematics and sciences papers over two days.',
        'Épreuves de français, mathématiques et sciences sur deux jours.',
      ),
    ),
    event(
      `${y + 1}-02-05`,
      'Parent meetings',
      'Progress interviews',
      'Entretiens individuels de progrès',
      detail(
        'Individual interview',
        ['6A'],
        'Book a slot with each teacher on the portal.',
        'Réservez un créneau avec chaque professeur sur le portail.',
      ),
      detail('Individual interview', ['3B'], 'Guidance for the choice of lycée is discussed.', 'L’orientation vers le lycée est abordée.'),
    ),
    event(`${y + 1}-02-13`, 'Holidays', 'Winter holidays', 'Vacances d’hiver', noLessons('2 March', '2 mars')),
    event(
      `${y + 1}-03-20`,
      'School events',
      'Open day',
      'Journée portes ouvertes',
      detail(
        'Open day',
        ALL,
        'Families of future pupils visit the school from 9:00 to 13:00.',
        'Les familles des futurs élèves visitent le collège de 9 h à 13 h.',
      ),
    ),
    event(`${y + 1}-04-03`, 'Holidays', 'Spring holidays', 'Vacances de printemps', noLessons('19 April', '19 avril')),
    event(
      `${y + 1}-06-12`,
      'School events',
      'Sports day',
      'Journée sportive',
      detail('Sport', ALL, 'Sportswear and a water bottle are required.', 'Tenue de sport et gourde obligatoires.'),
    ),
    event(
      `${y + 1}-06-25`,
      'Exams',
      'Brevet exam',
      'Diplôme national du brevet',
      detail(
        'National exam',
        ['3B'],
        'Bring your convocation and an identity document.',
        'Munissez-vous de votre convocation et d’une pièce d’identité.',
      ),
    ),
    event(`${y + 1}-07-03`, 'Holidays', 'Summer holidays', 'Vacances d’été', noLessons('1 September', '1er septembre')),
  ];
}

/**
 * The school terms (current and next school year) and the term dates of both years, plus one
 * newly published date (the Christmas concert) so every account has an unseen 'termsdate' notification.
 */
export async function seedTerms(db: Db, _school: DemoSchool, today: string): Promise<void> {
  await ensureSchoolTerms(db, today);
  const startYear = schoolYearStartOf(today);
  for (const y of [startYear, startYear + 1]) {
    for (const event of termEventsOf(y)) await createTermEvent(db, event);
  }
  await publishTermEvent(db, {
    date: `${startYear}-12-17`,
    type: 'School events',
    school_year: schoolYearLabel(startYear),
    title_en: 'Christmas concert',
    title_fr: 'Concert de Noël',
    event_details: [
      detail(
        'Concert',
        ALL,
        'The school choir and orchestra perform at 18:00; families are welcome.',
        'La chorale et l’orchestre du collège se produisent à 18 h ; les familles sont les bienvenues.',
      ),
    ],
  });
}
