import { ERROR_STATUS, type TErrorCode } from '@carnet/contract';

/** The one error type services throw; the error handler turns it into `{code, message}` with its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have the necessary permissions') => new AppError('FORBIDDEN', message);
export const badRequest = (message: string) => new AppError('VALIDATION_ERROR', message);
