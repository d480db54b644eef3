import { type FormEvent, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { cn } from '../../../lib/cn';
import { withLanguageChosenAtSignIn } from '../../../lib/i18n/language-at-sign-in';
import { clearSession, saveToken, saveUser } from '../../../lib/session';
import { dismissToasts, notifyError } from '../../../lib/toast';
import { getMe } from '../api/get-me';
import { logIn } from '../api/login';
import { describeLoginFailure } from '../login-failure';
import { MISSING_CREDENTIALS, USER_FETCH_FAILED } from '../login-messages';
import { type CredentialErrors, type Credentials, validateCredentials } from '../login-validation';
import { FormField, inputClass, inputStateClass } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-field';
import { returnPathFrom } from '../return-path';

type Field = keyof Credentials;

/**
 * Validate, log in, save the token, then fetch and save the user (the call needs the token), go to /.
 * Two fields need no form library: a field is checked once left, then as it is typed, and both at sending.
 */
export function LoginForm() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const allErrors = validateCredentials(values);
  const errorOf = (field: Field) => (touched[field] && allErrors[field] ? i18n._(allErrors[field]) : undefined);

  const signIn = async ({ email, password }: Credentials) => {
    try {
      saveToken((await logIn({ username: email.trim(), password })).token);
    } catch (error) {
      const failure = describeLoginFailure(error);
      notifyError(failure.toast, error);
      setNotice(failure.notice);
      return;
    }
    try {
      // A language picked on this page before signing in is the person's choice: it becomes the account's.
      saveUser(await withLanguageChosenAtSignIn(await getMe()));
    } catch (error) {
      clearSession();
      notifyError(i18n._(USER_FETCH_FAILED), error);
      return;
    }
    dismissToasts();
    await navigate(returnPathFrom(location.state), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    setNotice(null);
    if (!values.email.trim() || !values.password) notifyError(i18n._(MISSING_CREDENTIALS));
    if (hasErrors(allErrors)) return;
    setIsSubmitting(true);
    await signIn(values);
    setIsSubmitting(false);
  };

  const fieldProps = (field: Field) => ({
    id: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `${field}-error` : undefined,
    className: cn(inputClass, inputStateClass(Boolean(errorOf(field)))),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-label={t`Sign in`}>
      <FormField id="email" label={t`E-mail`} error={errorOf('email')}>
        <input type="email" autoComplete="username" inputMode="email" placeholder={t`name@example.com`} {...fieldProps('email')} />
      </FormField>
      <FormField id="password" label={t`Password`} error={errorOf('password')}>
        <PasswordInput autoComplete="current-password" hasError={Boolean(errorOf('password'))} {...fieldProps('password')} />
      </FormField>
      {notice ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'md', 'mt-1 h-11 text-[0.9375rem]')}>
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t`Login`}
      </button>
    </form>
  );
}

const hasErrors = (errors: CredentialErrors) => Object.values(errors).some(Boolean);
