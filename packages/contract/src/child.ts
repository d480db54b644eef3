import * as z from 'zod/mini';
import { ZId, ZIdText, ZIsoDate } from './common';

export const ZSubject = z.object({
  id: ZId,
  name: z.string(),
  teacher_id: ZId,
  teacher_name: z.string(),
  teaching_group: z.string(),
  teacher_email: z.string(),
});
export type TSubject = z.infer<typeof ZSubject>;

export const ZCertificate = z.object({
  id: ZId,
  title: z.string(),
  type: z.string(),
  expiration: z.nullable(ZIsoDate),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZExitPermission = z.object({ type: z.string(), days: z.array(z.string()) });

export const ZConcern = z.object({
  id: ZId,
  type: z.string(),
  reason: z.string(),
  date: ZIsoDate,
  comment: z.string(),
  acknowledged: z.boolean(),
});
export type TConcern = z.infer<typeof ZConcern>;

export const MEDICAL_INFO_TYPES = ['Information', 'Allergy', 'Medication'] as const;

export const ZMedicalInfo = z.object({
  id: ZId,
  type: z.enum(MEDICAL_INFO_TYPES),
  name: z.string(),
  date: z.nullable(ZIsoDate),
  certificates: z.array(ZCertificate),
});
export type TMedicalInfo = z.infer<typeof ZMedicalInfo>;

export const ZSyringe = z.object({ name: z.string(), expiration: z.nullable(ZIsoDate), comment: z.string() });

export const ZAllergy = z.object({
  id: ZId,
  name: z.string(),
  comment: z.string(),
  syringes: z.array(ZSyringe),
  certificates: z.array(ZCertificate),
});
export type TAllergy = z.infer<typeof ZAllergy>;

/**
 * GET /api/child/{id}. Both spellings of the names are sent (the spec uses both).
 * For a student, exitPermissions and concerns are always empty: those tabs are the parents'.
 */
export const ZChild = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  class_year: z.string(),
  class_name: z.string(),
  blood_type: z.string(),
  subjects: z.array(ZSubject),
  exitPermissions: z.array(ZExitPermission),
  concerns: z.array(ZConcern),
  medicalInfos: z.array(ZMedicalInfo),
  allergies: z.array(ZAllergy),
});
export type TChild = z.infer<typeof ZChild>;

export const PICTURE_ENTITY_TYPES = ['teacher', 'child'] as const;
export const ZPictureParams = z.strictObject({
  entityType: z.enum(PICTURE_ENTITY_TYPES),
  entityId: ZIdText,
});
