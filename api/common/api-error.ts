import { HttpException, HttpStatus } from '@nestjs/common';

/** The one error body the API ever sends: `{ message, code }`. */
export interface ErrorBody {
  message: string;
  code: string;
}

/** A business error with a stable machine-readable code. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, code: string, message: string) {
    super({ message, code } satisfies ErrorBody, status);
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'unavailable',
};

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'error');
}
