import { Trans } from '@lingui/react/macro';
import type { TConversationSummary } from '@carnet/contract';

type Whom = Pick<TConversationSummary, 'childFirstName' | 'staffKind' | 'teacherName'>;

/** Who the conversation is with and which child it is about: "About Hugo, with Paul Bernard". */
export function WithWhom({ conversation }: { conversation: Whom }) {
  const { childFirstName: child, teacherName } = conversation;
  if (conversation.staffKind === 'office' || !teacherName) {
    return (
      <span>
        <Trans>About {child}, with the school office</Trans>
      </span>
    );
  }
  return (
    <span>
      <Trans>
        About {child}, with {teacherName}
      </Trans>
    </span>
  );
}
