import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import { PageHeader } from './page-header';
import { useDocumentTitle } from '../lib/use-document-title';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const { t } = useLingui();
  const title = t`Page not found`;
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={t`The page you are looking for does not exist or has moved.`} />
      <Link to={paths.home} className={buttonClass('primary')}>
        <Trans>Return to home page</Trans>
      </Link>
    </>
  );
}
