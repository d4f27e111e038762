import type { CommonErrorCode, ErrorCode } from '../../shared/error-codes.js';

/**
 * An error the API answers with `{ message, code }`; the status comes from the code
 * (error-status.ts), so services never name HTTP statuses. Each module throws its own
 * subclass, typed to its code union (e.g. UploadError for UploadErrorCode).
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    /** Extra response headers (Retry-After, Content-Range). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Codes any module may use (not found, too many requests, ...). */
export class CommonError extends DomainError<CommonErrorCode> {}
