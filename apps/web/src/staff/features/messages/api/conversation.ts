import { msg } from '@lingui/core/macro';
import { ZStaffConversation, staffConversationPath } from '@carnet/contract';
import { useConversationPages } from '../../../../lib/api/use-conversation-pages';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/**
 * GET /api/staff/messages/:id: the conversation and its newest messages, earlier ones a page at a time;
 * reading it marks them read (and audits the office). No polling: the live channel's `messages` topic
 * (staff-shell.tsx) reads it again when a family writes or reads (decision 103).
 */
export function useStaffConversation(id: number) {
  const { meta } = withErrorShownInPlace({ meta: { errorMessage: msg`The conversation could not be loaded.` } });
  return useConversationPages(staffMessageKeys.conversation(id), staffConversationPath(id), ZStaffConversation, meta);
}
