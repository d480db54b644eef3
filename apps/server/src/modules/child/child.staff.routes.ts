import {
  OFFICE_ROLES,
  ZAllergyRequest,
  ZCreatePupilRequest,
  ZCreated,
  ZIdParams,
  ZMedicalInfoRequest,
  ZMovePupilRequest,
  ZOk,
  ZPupil,
  ZPupilHealth,
  ZPupilListQuery,
  ZPupilPage,
  ZPupilPhotoRequest,
  ZUpdatePupilRequest,
  peoplePaths,
} from '@carnet/contract';
import type { App } from '../../types';
import {
  addAllergy,
  addMedicalInfo,
  readPupilHealth,
  removeAllergy,
  removeMedicalInfo,
  updateAllergy,
  updateMedicalInfo,
} from './pupil-health.service';
import { PUPIL_PHOTO_BODY_LIMIT, getPupilPhoto, setPupilPhoto } from './pupil-photo';
import { createPupil, movePupil, setPupilActive, updatePupil } from './pupil-changes.service';
import { getPupil, listPupils } from './pupils.service';

const office = { roles: [...OFFICE_ROLES] };
const tags = ['staff'];
const ok = { success: true as const };

/** The office's pupils: list, page, create, edit, move, (de)activate, photo, health records. */
export async function childStaffRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    peoplePaths.pupils,
    { config: office, schema: { tags, querystring: ZPupilListQuery, response: { 200: ZPupilPage } } },
    async (request) => listPupils(db, request.query),
  );
  app.post(
    peoplePaths.pupils,
    { config: office, schema: { tags, body: ZCreatePupilRequest, response: { 200: ZCreated } } },
    async (request) => createPupil(db, request.actor, request.body),
  );
  app.get(peoplePaths.pupil(':id'), { config: office, schema: { tags, params: ZIdParams, response: { 200: ZPupil } } }, async (request) =>
    getPupil(db, request.params.id),
  );
  app.patch(
    peoplePaths.pupil(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZUpdatePupilRequest, response: { 200: ZOk } } },
    async (request) => {
      await updatePupil(db, request.actor, request.params.id, request.body);
      return ok;
    },
  );
  app.post(
    peoplePaths.pupilMove(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZMovePupilRequest, response: { 200: ZOk } } },
    async (request) => {
      await movePupil(db, request.actor, request.params.id, request.body.classId);
      return ok;
    },
  );
  for (const [path, isActive] of [
    [peoplePaths.pupilDeactivate(':id'), false],
    [peoplePaths.pupilReactivate(':id'), true],
  ] as const) {
    app.post(path, { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk } } }, async (request) => {
      await setPupilActive(db, request.actor, request.params.id, isActive);
      return ok;
    });
  }

  app.get(peoplePaths.pupilPhoto(':id'), { config: office, schema: { tags, params: ZIdParams } }, async (request, reply) => {
    const photo = await getPupilPhoto(db, request.params.id);
    return reply.header('Content-Type', photo.mediaType).header('Cache-Control', 'private, no-store').send(photo.bytes);
  });
  app.post(
    peoplePaths.pupilPhoto(':id'),
    {
      config: office,
      bodyLimit: PUPIL_PHOTO_BODY_LIMIT,
      schema: { tags, params: ZIdParams, body: ZPupilPhotoRequest, response: { 200: ZOk } },
    },
    async (request) => {
      await setPupilPhoto(db, request.actor, request.params.id, request.body.dataUrl);
      return ok;
    },
  );

  app.get(
    peoplePaths.pupilHealth(':id'),
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZPupilHealth } } },
    async (request) => readPupilHealth(db, request.actor, request.params.id),
  );
  app.post(
    peoplePaths.pupilMedicalInfos(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZMedicalInfoRequest, response: { 200: ZCreated } } },
    async (request) => addMedicalInfo(db, request.actor, request.params.id, request.body),
  );
  app.patch(
    peoplePaths.medicalInfo(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZMedicalInfoRequest, response: { 200: ZOk } } },
    async (request) => {
      await updateMedicalInfo(db, request.actor, request.params.id, request.body);
      return ok;
    },
  );
  app.post(
    peoplePaths.medicalInfoRemove(':id'),
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await removeMedicalInfo(db, request.actor, request.params.id);
      return ok;
    },
  );
  app.post(
    peoplePaths.pupilAllergies(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZAllergyRequest, response: { 200: ZCreated } } },
    async (request) => addAllergy(db, request.actor, request.params.id, request.body),
  );
  app.patch(
    peoplePaths.allergy(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZAllergyRequest, response: { 200: ZOk } } },
    async (request) => {
      await updateAllergy(db, request.actor, request.params.id, request.body);
      return ok;
    },
  );
  app.post(
    peoplePaths.allergyRemove(':id'),
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await removeAllergy(db, request.actor, request.params.id);
      return ok;
    },
  );
}
