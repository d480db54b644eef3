import { addDays } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createTermEvent, type TermEventInput } from '../modules/terms/terms.repository';
import { publishTermEvent } from '../modules/terms/terms.publish';
import type { DemoSchool } from './people';
import {
  ensureSchoolTerms,
  firstDayOf,
  type Holiday,
  holidaysOf,
  schoolDayOnOrAfter,
  schoolYearLabel,
  schoolYearStartOf,
} from './school-calendar';

type Detail = TermEventInput['event_details'][number];
const ALL = ['6A', '3B'];
const detail = (type: string, classes: string[], detail_en: string, detail_fr: string): Detail => ({ type, classes, detail_en, detail_fr });

const monthNames = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }),
};

/** '2 November' and '2 novembre' ('1er septembre' for the first of the month, as French writes it). */
function dayAndMonth(date: string, language: 'en' | 'fr'): string {
  const day = Number(date.slice(8, 10));
  const month = monthNames[language].format(new Date(`${date}T00:00:00Z`));
  return `${language === 'fr' && day === 1 ? '1er' : day} ${month}`;
}

const HOLIDAY_TITLES: Record<Holiday['key'], [string, string]> = {
  autumn: ['Autumn half-term', 'Vacances de la Toussaint'],
  christmas: ['Christmas holidays', 'Vacances de Noël'],
  winter: ['Winter holidays', 'Vacances d’hiver'],
  spring: ['Spring holidays', 'Vacances de printemps'],
  summer: ['Summer holidays', 'Vacances d’été'],
};

/**
 * One school year's calendar (starting in September of `y`): holidays, exams, school events and parent
 * meetings. Every event falls on a school day: a holiday is announced on its last day of lessons.
 */
export function termEventsOf(y: number): TermEventInput[] {
  const school_year = schoolYearLabel(y);
  const event = (date: string, type: string, title_en: string, title_fr: string, ...event_details: Detail[]): TermEventInput => ({
    date,
    type,
    school_year,
    title_en,
    title_fr,
    event_details,
  });
  const holidays = Object.fromEntries(holidaysOf(y).map((h) => [h.key, h])) as Record<Holiday['key'], Holiday>;
  const holiday = (key: Holiday['key']) => {
    const { lastDay, resume } = holidays[key];
    const [title_en, title_fr] = HOLIDAY_TITLES[key];
    return event(
      lastDay,
      'Holidays',
      title_en,
      title_fr,
      detail(
        'No lessons',
        ALL,
        `Last day of lessons before the holidays; school resumes on ${dayAndMonth(resume, 'en')}.`,
        `Dernier jour de cours avant les vacances ; reprise des cours le ${dayAndMonth(resume, 'fr')}.`,
      ),
    );
  };
  return [
    event(
      firstDayOf(y),
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
      schoolDayOnOrAfter(`${y}-10-01`),
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
      schoolDayOnOrAfter(`${y}-10-08`),
      'Parent meetings',
      'Parent-teacher meeting (3e)',
      'Réunion parents-professeurs (3e)',
      detail('Meeting', ['3B'], 'Presentation of the brevet year from 17:30.', 'Présentation de l’année du brevet à 17 h 30.'),
    ),
    holiday('autumn'),
    event(
      schoolDayOnOrAfter(`${y}-12-07`),
      'Exams',
      'End-of-term tests',
      'Contrôles de fin de trimestre',
      detail('Written tests', ALL, 'Tests in every subject during the week.', 'Contrôles dans toutes les matières pendant la semaine.'),
    ),
    holiday('christmas'),
    event(
      schoolDayOnOrAfter(`${y + 1}-01-26`),
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
      schoolDayOnOrAfter(`${y + 1}-02-05`),
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
    holiday('winter'),
    event(
      schoolDayOnOrAfter(`${y + 1}-03-20`),
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
    holiday('spring'),
    event(
      schoolDayOnOrAfter(`${y + 1}-06-12`),
      'School events',
      'Sports day',
      'Journée sportive',
      detail('Sport', ALL, 'Sportswear and a water bottle are required.', 'Tenue de sport et gourde obligatoires.'),
    ),
    event(
      schoolDayOnOrAfter(`${y + 1}-06-25`),
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
    holiday('summer'),
  ];
}

/**
 * The school terms and the term dates of the previous and the current school year, plus one newly
 * published date (the Christmas concert, on the Wednesday before the holidays) so every account has an
 * unseen 'termsdate' notification.
 */
export async function seedTerms(db: Db, _school: DemoSchool, today: string): Promise<void> {
  await ensureSchoolTerms(db, today);
  const startYear = schoolYearStartOf(today);
  for (const y of [startYear - 1, startYear]) {
    for (const event of termEventsOf(y)) await createTermEvent(db, event);
  }
  const christmas = holidaysOf(startYear).find((h) => h.key === 'christmas');
  if (!christmas) throw new Error('The demo calendar has no Christmas holidays');
  await publishTermEvent(db, {
    date: addDays(christmas.lastDay, -2),
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
