import { RequestFormPage } from './request-form-page';

/** Route /requests/absence: "Report an absence" (parents). */
export function ReportAbsencePage() {
  return <RequestFormPage kind="absence" />;
}
