import type { TLanguage } from '@carnet/contract';

/** What each file of the zip holds, in the family's language; the test checks every kind is described. */
const DESCRIPTIONS: Record<TLanguage, Record<string, string>> = {
  en: {
    'family.json': 'The family and its contacts (guardians): names, addresses, phones, e-mails, financial details.',
    'accounts.json':
      'The family\'s Carnet accounts: e-mail, roles, language, when they were invited and activated, notification settings. Passwords and secret links are never exported; the calendar feed and the devices with notifications on appear only as "exists".',
    'children.json': 'Each child: class, date of birth, blood type, teaching groups and teachers, exit permissions, school photo.',
    'registry.json': 'Absences and late arrivals, with their reason and the certificate you gave (in files/absence-certificates).',
    'family-requests.json':
      "The absences you reported and the leave you asked for: dates, reason, your words, the school's answer and note, the certificate you sent (in files/request-certificates).",
    'timetable.json': "The lessons of each child's teaching groups: date, times, subject, room.",
    'documents.json': 'The documents published for each child; the PDFs are in files/documents.',
    'reports.json': 'The school reports of each child; the PDFs are in files/reports.',
    'rewards.json': 'Rewards and sanctions (commendations are counted from the rewards).',
    'concerns.json': 'Concerns raised by the school, and when you acknowledged them.',
    'medical.json':
      "Health data: medical information, allergies and syringes, certificates (PDFs in files/medical-certificates). Each export of it is recorded in the school's audit log.",
    'forms.json': 'The forms sent to you, their questions and your answers.',
    'meetings.json': "Parents' evenings each child was invited to, and the appointments booked.",
    'messages.json':
      "The conversations with the school about each child (the parents' and each student's own): every message as written, who read it and when, the attachments in files/messages.",
    'announcements.json':
      'The announcements the school sent your family: from whom, about which children, when they arrived, when your family read them and when (and by whom) it acknowledged them; attachments in files/announcements.',
    'homework.json':
      "The student's planner: the homework each child ticked done (subject, what it was, when it was due and ticked) and the tasks each child wrote for themselves. The lesson notes and homework of the groups are the school's record and are not part of it.",
    'marks.json':
      "Each child's marks and competency levels once they were released to the parents (subject, assessment, date, total, coefficient, mark or code, the teacher's comment), and the appreciations of the term reports the school published.",
    'notifications.json': 'Every notification your accounts received, and whether it was seen or e-mailed.',
    'emails.json': 'The e-mails Carnet sent to your accounts: recipient, subject, date (not their content).',
    'audit-log.json': "The school's audit log about your family: who read or changed which record, and when.",
    'files/': 'The stored files themselves, byte for byte as Carnet keeps them.',
  },
  fr: {
    'family.json': 'La famille et ses contacts (responsables)\u00a0: noms, adresses, téléphones, e-mails, informations financières.',
    'accounts.json':
      'Les comptes Carnet de la famille\u00a0: e-mail, rôles, langue, dates d’invitation et d’activation, réglages des notifications. Les mots de passe et les liens secrets ne sont jamais exportés\u00a0; le flux d’agenda et les appareils qui reçoivent les notifications figurent seulement comme «\u00a0existe\u00a0».',
    'children.json':
      'Chaque enfant\u00a0: classe, date de naissance, groupe sanguin, groupes d’enseignement et professeurs, autorisations de sortie, photo.',
    'registry.json': 'Absences et retards, avec leur motif et le justificatif que vous avez fourni (dans files/absence-certificates).',
    'family-requests.json':
      'Les absences que vous avez signalées et les autorisations d’absence demandées\u00a0: dates, motif, vos mots, la réponse de l’école et sa note, le justificatif envoyé (dans files/request-certificates).',
    'timetable.json': 'Les cours des groupes de chaque enfant\u00a0: date, horaires, matière, salle.',
    'documents.json': 'Les documents publiés pour chaque enfant\u00a0; les PDF sont dans files/documents.',
    'reports.json': 'Les bulletins de chaque enfant\u00a0; les PDF sont dans files/reports.',
    'rewards.json': 'Récompenses et sanctions (les félicitations se comptent à partir des récompenses).',
    'concerns.json': 'Les préoccupations signalées par l’école, et quand vous en avez pris connaissance.',
    'medical.json':
      'Données de santé\u00a0: informations médicales, allergies et seringues, certificats (PDF dans files/medical-certificates). Chaque export en est noté dans le journal d’audit de l’école.',
    'forms.json': 'Les formulaires qui vous ont été envoyés, leurs questions et vos réponses.',
    'meetings.json': 'Les réunions parents-professeurs auxquelles chaque enfant était convié, et les rendez-vous pris.',
    'messages.json':
      'Les conversations avec l’école au sujet de chaque enfant (celles des parents et celles de chaque élève)\u00a0: chaque message tel qu’il a été écrit, qui l’a lu et quand, les pièces jointes dans files/messages.',
    'announcements.json':
      'Les annonces que l’école a envoyées à votre famille\u00a0: de qui, au sujet de quels enfants, quand elles sont arrivées, quand votre famille les a lues et quand (et par qui) elle en a confirmé la lecture\u00a0; pièces jointes dans files/announcements.',
    'homework.json':
      'L’agenda de l’élève\u00a0: les devoirs que chaque enfant a cochés comme faits (matière, consigne, date prévue et date de la coche) et les tâches que chaque enfant s’est données. Les notes de cours et les devoirs des groupes sont le registre de l’école et n’en font pas partie.',
    'marks.json':
      'Les notes et les niveaux de compétences de chaque enfant une fois rendus visibles aux parents (matière, évaluation, date, barème, coefficient, note ou code, commentaire du professeur), et les appréciations des bulletins publiés par l’école.',
    'notifications.json': 'Toutes les notifications reçues par vos comptes, lues ou non, envoyées par e-mail ou non.',
    'emails.json': 'Les e-mails envoyés par Carnet à vos comptes\u00a0: destinataire, objet, date (pas leur contenu).',
    'audit-log.json': 'Le journal d’audit de l’école concernant votre famille\u00a0: qui a consulté ou modifié quelle fiche, et quand.',
    'files/': 'Les fichiers eux-mêmes, à l’octet près tels que Carnet les conserve.',
  },
};

const HEADINGS: Record<TLanguage, (family: string, at: string) => string> = {
  en: (family, at) =>
    `Everything Carnet holds about the ${family} family, exported on ${at} (UTC).\nEach .json file is one kind of record; dates are YYYY-MM-DD, instants ISO-8601 UTC.\n`,
  fr: (family, at) =>
    `Tout ce que Carnet conserve sur la famille ${family}, exporté le ${at} (UTC).\nChaque fichier .json est un type de fiche\u00a0; les dates sont au format AAAA-MM-JJ, les instants en ISO-8601 UTC.\n`,
};

/** The kinds the zip carries: one JSON file each, in this order. */
export const EXPORT_KINDS = Object.keys(DESCRIPTIONS.en).filter((name) => name.endsWith('.json'));

/** README.txt: a heading, then one paragraph per file. CRLF, so every system's text editor shows the lines. */
export function exportReadme(language: TLanguage, familyName: string, at: string): string {
  const lines = [HEADINGS[language](familyName, at)];
  for (const [name, description] of Object.entries(DESCRIPTIONS[language])) lines.push(`${name}\n  ${description}\n`);
  return lines.join('\n').replace(/\r?\n/g, '\r\n');
}
