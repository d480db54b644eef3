import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
// Inlined in the page's code: the picture is the page's largest paint, and a request of its own would
// only start once the page has rendered (docs/decisions/042).
import schoolIllustration from '../../assets/school-illustration.svg?inline';
import { LanguageSwitch } from '../../components/language-switch';
import { PRODUCT_NAME, SCHOOL_WEBSITE_URL } from '../../lib/env';
import { getToken } from '../../lib/session';
import { isTokenExpired } from '../../lib/token';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { BrandMark } from './components/brand-mark';
import { LoginForm } from './components/login-form';
import { paths } from '../../lib/paths';
import { returnPathFrom } from './return-path';

/** Login: the product title, a school picture, the way back to the school website, the form. */
export function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const user = useUser();
  const token = getToken();
  const location = useLocation();
  // Someone already signed in has nothing to do here (and the form's own navigation must not be overtaken).
  if (user && token && !isTokenExpired(token)) return <Navigate to={returnPathFrom(location.state)} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-white lg:flex-row-reverse">
      <div className="relative h-48 shrink-0 overflow-hidden sm:h-64 lg:h-auto lg:w-1/2 xl:w-[55%]">
        <img
          src={schoolIllustration}
          alt={t`The school building on a sunny morning`}
          className="size-full object-cover object-[center_68%] lg:object-center"
        />
      </div>
      <main className="flex flex-1 flex-col px-5 py-6 sm:px-10 lg:px-16 lg:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <a
            href={SCHOOL_WEBSITE_URL}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Return to school website</Trans>
          </a>
          <LanguageSwitch />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-start py-8 sm:justify-center lg:py-12">
          <BrandMark />
          <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</h1>
          <p className="mt-2 text-slate-600">
            <Trans>The school portal for families. Sign in with your school e-mail.</Trans>
          </p>
          <div className="mt-8">
            <LoginForm />
          </div>
          <Link
            to={paths.forgotPassword}
            className="mt-4 self-start rounded-md text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        <p className="text-center text-xs text-slate-500">
          <Trans>Trouble signing in? Contact the school office.</Trans>
        </p>
      </main>
    </div>
  );
}
