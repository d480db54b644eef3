import type { MessageDescriptor } from '@lingui/core';
import { EMAIL_PATTERN } from '@carnet/contract';
import { INVALID_EMAIL, REQUIRED } from './login-messages';

export type Credentials = { email: string; password: string };
export type CredentialErrors = Partial<Record<keyof Credentials, MessageDescriptor>>;

/** The login fields' rules: both required, the e-mail well formed. */
export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = REQUIRED;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = INVALID_EMAIL;
  if (!password) errors.password = REQUIRED;
  return errors;
}
