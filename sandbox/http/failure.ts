/** A refusal with a status and an error code: the error handler answers `{ error, message?, details? }`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
  }
}

export const fail = (status: number, code: string, message?: string, details?: unknown): ApiFailure =>
  new ApiFailure(status, code, message, details);

/** 400 INVALID_INPUT, with `details` naming each bad field. */
export const invalid = (message: string, details?: Record<string, string>): ApiFailure =>
  new ApiFailure(400, 'INVALID_INPUT', message, details);

export const notFound = (what = 'Not found'): ApiFailure => new ApiFailure(404, 'NOT_FOUND', what);
