import * as z from 'zod/mini';
import { ZAllergy, ZConcern, ZMedicalInfo, MEDICAL_INFO_TYPES } from '../child';
import { ZId, ZInstant, ZIsoDate, freeText } from '../common';
import { ZDocument, ZNewsletter, ZReport } from '../files';
import { ZNotification } from '../notifications';
import { ZChildSummary } from '../auth';
import { pageOf } from './paging';

/** The office's people: pupils, families, teachers and staff accounts (decision 064). */
export const peoplePaths = {
  pupils: '/api/staff/pupils',
  pupil: (id: number | string) => `/api/staff/pupils/${id}`,
  pupilHealth: (id: number | string) => `/api/staff/pupils/${id}/health`,
  pupilMove: (id: number | string) => `/api/staff/pupils/${id}/move`,
  pupilDeactivate: (id: number | string) => `/api/staff/pupils/${id}/deactivate`,
  pupilReactivate: (id: number | string) => `/api/staff/pupils/${id}/reactivate`,
  pupilPhoto: (id: number | string) => `/api/staff/pupils/${id}/photo`,
  pupilMedicalInfos: (id: number | string) => `/api/staff/pupils/${id}/medical-infos`,
  pupilAllergies: (id: number | string) => `/api/staff/pupils/${id}/allergies`,
  medicalInfo: (id: number | string) => `/api/staff/medical-infos/${id}`,
  medicalInfoRemove: (id: number | string) => `/api/staff/medical-infos/${id}/remove`,
  allergy: (id: number | string) => `/api/staff/allergies/${id}`,
  allergyRemove: (id: number | string) => `/api/staff/allergies/${id}/remove`,
  /** GET: the list; POST {name, pupilIds}: a family made by hand (decision 098). */
  families: '/api/staff/families',
  /** POST: a guardian or contact added by hand to the family. */
  familyMembers: (id: number | string) => `/api/staff/families/${id}/members`,
  family: (id: number | string) => `/api/staff/families/${id}`,
  familyPreview: (id: number | string) => `/api/staff/families/${id}/preview`,
  familyMember: (id: number | string) => `/api/staff/family-members/${id}`,
  accountDeactivate: (id: number | string) => `/api/staff/accounts/${id}/deactivate`,
  accountReactivate: (id: number | string) => `/api/staff/accounts/${id}/reactivate`,
  teachers: '/api/staff/teachers',
  teacher: (id: number | string) => `/api/staff/teachers/${id}`,
  teacherDeactivate: (id: number | string) => `/api/staff/teachers/${id}/deactivate`,
  teacherReactivate: (id: number | string) => `/api/staff/teachers/${id}/reactivate`,
  staffAccounts: '/api/staff/staff-accounts',
} as const;

const idQuery = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')), z.coerce.number<string>());
const pageNumber = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Expected a page number')), z.coerce.number<string>());

/** GET /api/staff/pupils: ZListQuery's fields, and the class to filter by. */
export const ZPupilListQuery = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z.optional(pageNumber),
  includeInactive: z.optional(z.enum(['true', 'false'])),
  classId: z.optional(idQuery),
});
export type TPupilListQuery = z.infer<typeof ZPupilListQuery>;

export const ZPupilRow = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  classId: z.nullable(z.number()),
  className: z.string(),
  familyId: ZId,
  familyName: z.string(),
  isActive: z.boolean(),
});
export const ZPupilPage = pageOf(ZPupilRow);
export type TPupilPage = z.infer<typeof ZPupilPage>;

const personName = (max: number) => freeText(max).check(z.minLength(1, 'Required'));
/** Blood types as a school records them; empty when unknown. */
export const BLOOD_TYPES = ['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export const ZCreatePupilRequest = z.strictObject({
  familyId: ZId,
  classId: ZId,
  firstName: personName(100),
  lastName: personName(100),
  bloodType: z._default(z.optional(z.enum(BLOOD_TYPES)), ''),
});
export type TCreatePupilRequest = z.input<typeof ZCreatePupilRequest>;

export const ZUpdatePupilRequest = z.strictObject({
  firstName: personName(100),
  lastName: personName(100),
  bloodType: z.enum(BLOOD_TYPES),
});
export type TUpdatePupilRequest = z.infer<typeof ZUpdatePupilRequest>;

export const ZMovePupilRequest = z.strictObject({ classId: ZId });

export const ZCreated = z.object({ id: ZId });

/** A pupil's photo: PNG or JPEG, decided by its bytes; at most this size. */
export const PUPIL_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const ZPupilPhotoRequest = z.strictObject({
  dataUrl: z.string().check(z.regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'Expected a base64 data URL')),
});

export const ZPupil = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  bloodType: z.string(),
  class: z.nullable(z.object({ id: ZId, name: z.string(), yearGroup: z.string() })),
  family: z.object({ id: ZId, name: z.string() }),
  teachingGroups: z.array(z.object({ id: ZId, name: z.string(), teacherName: z.string() })),
  hasPhoto: z.boolean(),
  deactivatedAt: z.nullable(ZInstant),
  /** The pupil's own (student) account, if one was made. */
  accountId: z.nullable(z.number()),
});
export type TPupil = z.infer<typeof ZPupil>;

/** The health section of a pupil's page; each read of it is written in the audit log. */
export const ZPupilHealth = z.object({
  medicalInfos: z.array(ZMedicalInfo),
  allergies: z.array(ZAllergy),
  concerns: z.array(ZConcern),
});
export type TPupilHealth = z.infer<typeof ZPupilHealth>;

export const ZMedicalInfoRequest = z.strictObject({
  type: z.enum(MEDICAL_INFO_TYPES),
  name: personName(200),
  date: z.nullable(ZIsoDate),
});
export type TMedicalInfoRequest = z.infer<typeof ZMedicalInfoRequest>;

export const ZSyringeRequest = z.strictObject({ name: personName(100), expiration: z.nullable(ZIsoDate), comment: freeText(500) });
export const ZAllergyRequest = z.strictObject({
  name: personName(200),
  comment: freeText(1000),
  syringes: z.array(ZSyringeRequest).check(z.maxLength(10)),
});
export type TAllergyRequest = z.infer<typeof ZAllergyRequest>;

export const ZFamilyRow = z.object({
  id: ZId,
  name: z.string(),
  parents: z.array(z.string()),
  pupils: z.array(z.string()),
});
export const ZFamilyPage = pageOf(ZFamilyRow);
export type TFamilyPage = z.infer<typeof ZFamilyPage>;

export const ZStaffFamilyMember = z.object({
  id: ZId,
  civility: z.string(),
  family_tie: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  phone: z.string(),
  mobile: z.string(),
  email: z.string(),
  birthday: z.nullable(z.string()),
  birth_place: z.string(),
  birth_country: z.string(),
  nationality: z.string(),
  language: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  job: z.string(),
  contactable: z.boolean(),
  speaks_english: z.boolean(),
  /** The parent account made for this contact, if any (the family page offers "Invite" when null). */
  accountId: z.nullable(z.number()),
});
export type TStaffFamilyMember = z.infer<typeof ZStaffFamilyMember>;

export const ZAccount = z.object({
  id: ZId,
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  /** False once the office deactivated it. */
  isActive: z.boolean(),
  /** The person has set their own password: false while the invitation waits. */
  isActivated: z.boolean(),
  /** When the last invitation (e-mail or letter) was made; null for an account made with its password. */
  invitedAt: z.nullable(ZInstant),
});
export type TAccount = z.infer<typeof ZAccount>;

/** One change of a contact: who, when, and which fields went from what to what. */
export const ZContactChange = z.object({
  at: ZInstant,
  userName: z.string(),
  memberName: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});
export type TContactChange = z.infer<typeof ZContactChange>;

export const ZStaffFamily = z.object({
  id: ZId,
  name: z.string(),
  members: z.array(ZStaffFamilyMember),
  pupils: z.array(z.object({ id: ZId, firstName: z.string(), lastName: z.string(), className: z.string(), isActive: z.boolean() })),
  accounts: z.array(ZAccount),
  history: z.array(ZContactChange),
});
export type TStaffFamily = z.infer<typeof ZStaffFamily>;

/** What the family's parent would see, read-only: built by the family services, nothing marked seen. */
export const ZFamilyPreview = z.object({
  familyName: z.string(),
  parentName: z.nullable(z.string()),
  children: z.array(ZChildSummary),
  newsletters: z.array(ZNewsletter),
  documents: z.array(ZDocument),
  reports: z.array(ZReport),
  notifications: z.array(ZNotification),
});
export type TFamilyPreview = z.infer<typeof ZFamilyPreview>;

export const ZTeacherRow = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  shortName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  teachingGroups: z.array(z.object({ id: ZId, name: z.string() })),
  accountId: z.nullable(z.number()),
});
export type TTeacherRow = z.infer<typeof ZTeacherRow>;
export const ZTeacherPage = pageOf(ZTeacherRow);
export type TTeacherPage = z.infer<typeof ZTeacherPage>;

export const ZTeacherRequest = z.strictObject({
  firstName: personName(100),
  lastName: personName(100),
  shortName: freeText(20),
  email: z.union([z.literal(''), z.email('Invalid e-mail address').check(z.maxLength(200))]),
});
export type TTeacherRequest = z.infer<typeof ZTeacherRequest>;

export const ZStaffAccountList = z.array(ZAccount);
