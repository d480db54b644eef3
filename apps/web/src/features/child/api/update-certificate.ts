import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { CERTIFICATE_ADDED, CERTIFICATE_DELETED, certificateFailureMessage } from '../certificate-messages';
import { readAsDataUrl } from '../../../lib/read-as-data-url';

/** What one upload sends: the file as the spec's multipart text fields. */
export async function certificateForm(absenceId: number, file: File): Promise<FormData> {
  const form = new FormData();
  form.set('absenceId', String(absenceId));
  form.set('certificate', 'true');
  form.set('certificate_name', file.name);
  form.set('certificate_size', String(file.size));
  form.set('certificate_type', file.type);
  form.set('certificate_contents', await readAsDataUrl(file));
  return form;
}

/** POST /api/registry/certificate, adding: certificate='true' with the file as a base64 data URL. */
export async function addCertificate({ absenceId, file }: { absenceId: number; file: File }) {
  return api.post(apiPaths.registryCertificate, ZOk, await certificateForm(absenceId, file));
}

/** POST /api/registry/certificate, removing: certificate='false'. */
export function removeCertificate(absenceId: number) {
  const form = new FormData();
  form.set('absenceId', String(absenceId));
  form.set('certificate', 'false');
  return api.post(apiPaths.registryCertificate, ZOk, form);
}

function useRefreshRegistry() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.registry });
}

export function useAddCertificate() {
  const refresh = useRefreshRegistry();
  return useMutation({
    mutationFn: addCertificate,
    onSuccess: async () => {
      await refresh();
      notifySuccess(i18n._(CERTIFICATE_ADDED));
    },
    onError: (error) => notifyFailure(i18n._(certificateFailureMessage(error, 'add')), error),
  });
}

export function useRemoveCertificate() {
  const refresh = useRefreshRegistry();
  return useMutation({
    mutationFn: removeCertificate,
    onSuccess: async () => {
      await refresh();
      notifySuccess(i18n._(CERTIFICATE_DELETED));
    },
    onError: (error) => notifyFailure(i18n._(certificateFailureMessage(error, 'remove')), error),
  });
}
