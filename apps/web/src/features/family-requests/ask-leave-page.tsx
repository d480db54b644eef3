import { RequestFormPage } from './request-form-page';

/** Route /requests/leave: "Ask for leave" (parents). */
export function AskLeavePage() {
  return <RequestFormPage kind="leave" />;
}
