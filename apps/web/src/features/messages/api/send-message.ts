import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  ZMessageSent,
  type TMessageFileUpload,
  type TMessageSent,
  type TReplyRequest,
  type TStartConversationRequest,
} from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { readAsDataUrl } from '../../../lib/read-as-data-url';

/** The chosen files as the API takes them: their names and their bytes as data URLs. */
export async function uploadsOf(files: readonly File[]): Promise<TMessageFileUpload[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, contents: await readAsDataUrl(file) })));
}

type Start = Omit<TStartConversationRequest, 'files'> & { files: readonly File[] };
type Reply = Omit<TReplyRequest, 'files'> & { files: readonly File[] };

/** POST /api/messages: a new conversation; the answer says when its reader will see it. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...request }: Start): Promise<TMessageSent> =>
      api.post(apiPaths.messages, ZMessageSent, { ...request, files: await uploadsOf(files) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}

/** POST /api/messages/:id: a reply in the conversation. */
export function useReply(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...request }: Reply): Promise<TMessageSent> =>
      api.post(apiPaths.conversation(conversationId), ZMessageSent, { ...request, files: await uploadsOf(files) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}
