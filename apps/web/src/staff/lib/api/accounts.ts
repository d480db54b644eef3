import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreatedAccount, ZOk, accountAdminPaths, type TCreateAccountRequest, type TLettersRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/**
 * The office's account writes that several staff pages offer (the accounts page, a family's page, a
 * pupil's, the teachers'): each refreshes every staff read, since an invitation changes the family
 * page, the lists of people and the activation figures alike.
 */
const refreshStaff = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: ['staff'] });

/** POST accounts: an account for a contact, pupil, teacher or office member, invited by e-mail or letter. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateAccountRequest) => api.post(accountAdminPaths.accounts, ZCreatedAccount, request),
    onSuccess: () => refreshStaff(queryClient),
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => api.post(accountAdminPaths.resendInvitation(accountId), ZOk, {}),
    onSuccess: () => refreshStaff(queryClient),
  });
}

/** Downloads one account's letter (a fresh code: the earlier letter's stops working). */
export function usePrintAccountLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountId, fileName }: { accountId: number; fileName: string }) =>
      saveBlob(await api.postBlob(accountAdminPaths.accountLetter(accountId), {}), fileName),
    onSuccess: () => refreshStaff(queryClient),
  });
}

/** Downloads the letters of the families of some classes (or some families) that have no e-mail. */
export function usePrintLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, fileName }: { request: TLettersRequest; fileName: string }) =>
      saveBlob(await api.postBlob(accountAdminPaths.letters, request), fileName),
    onSuccess: () => refreshStaff(queryClient),
  });
}
