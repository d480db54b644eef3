import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { EMAIL_PATTERN } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { clearSession, saveToken, saveUser } from '../../../lib/session';
import { dismissToasts, notifyError } from '../../../lib/toast';
import { getMe } from '../api/get-me';
import { logIn } from '../api/login';
import { INVALID_EMAIL, LOGIN_FAILED, MISSING_CREDENTIALS, REQUIRED, USER_FETCH_FAILED } from '../login-messages';
import { FormField, inputClass, inputStateClass } from './form-field';
import { PasswordInput } from './password-field';
import { paths } from '../../../lib/paths';

type Credentials = { email: string; password: string };

/** Validate, log in, save the token, then fetch and save the user (the call needs the token), go to /. */
export function LoginForm() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = formState;

  const onValid = async ({ email, password }: Credentials) => {
    setNotice(null);
    try {
      saveToken((await logIn({ username: email.trim(), password })).token);
    } catch (error) {
      notifyError(LOGIN_FAILED, error);
      // Too many attempts: the toast alone would invite another try, so say when to come back.
      if (error instanceof ApiError && error.status === 429) setNotice(error.message);
      return;
    }
    try {
      saveUser(await getMe());
    } catch (error) {
      clearSession();
      notifyError(USER_FETCH_FAILED, error);
      return;
    }
    dismissToasts();
    await navigate(paths.home, { replace: true });
  };

  const onInvalid = (fieldErrors: FieldErrors<Credentials>) => {
    if (fieldErrors.email?.type === 'required' || fieldErrors.password?.type === 'required') notifyError(MISSING_CREDENTIALS);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5" aria-label="Sign in">
      <FormField id="email" label="E-mail" error={errors.email?.message}>
        <input
          id="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="name@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          className={cn(inputClass, inputStateClass(Boolean(errors.email)))}
          {...register('email', { required: REQUIRED, pattern: { value: EMAIL_PATTERN, message: INVALID_EMAIL } })}
        />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          hasError={Boolean(errors.password)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          className={cn(inputClass, inputStateClass(Boolean(errors.password)))}
          {...register('password', { required: REQUIRED })}
        />
      </FormField>
      {notice ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'md', 'mt-1 h-11 text-[0.9375rem]')}>
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        Login
      </button>
    </form>
  );
}
