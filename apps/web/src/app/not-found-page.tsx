import { Link } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { PageHeader } from '../components/page-header';
import { useDocumentTitle } from '../lib/use-document-title';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <>
      <PageHeader title="Page not found" description="The page you are looking for does not exist or has moved." />
      <Link to={paths.home} className={buttonClass('primary')}>
        Return to home page
      </Link>
    </>
  );
}
