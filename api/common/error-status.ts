import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '../../shared/error-codes.js';

/** The HTTP status of every error code. A `Record` over the union: a new code without a status does not compile. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, HttpStatus>> = {
  bad_request: HttpStatus.BAD_REQUEST,
  validation_failed: HttpStatus.BAD_REQUEST,
  malformed_json: HttpStatus.BAD_REQUEST,
  invalid_id: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  cross_origin: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  method_not_allowed: HttpStatus.METHOD_NOT_ALLOWED,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  payload_too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported_media_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  internal_error: HttpStatus.INTERNAL_SERVER_ERROR,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  database_unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  error: HttpStatus.BAD_REQUEST,

  invalid_credentials: HttpStatus.UNAUTHORIZED,
  username_taken: HttpStatus.CONFLICT,
  invalid_reset_token: HttpStatus.BAD_REQUEST,
  wrong_password: HttpStatus.BAD_REQUEST,

  unknown_guide: HttpStatus.BAD_REQUEST,
  unknown_upsell: HttpStatus.BAD_REQUEST,
  duplicate_upsell: HttpStatus.BAD_REQUEST,
  main_as_upsell: HttpStatus.BAD_REQUEST,
  too_many_upsells: HttpStatus.BAD_REQUEST,
  amount_mismatch: HttpStatus.BAD_REQUEST,
  payment_provider_unavailable: HttpStatus.BAD_GATEWAY,
  payment_not_found: HttpStatus.NOT_FOUND,
  order_mismatch: HttpStatus.BAD_REQUEST,
  payment_incomplete: HttpStatus.PAYMENT_REQUIRED,
  payment_mismatch: HttpStatus.CONFLICT,
  order_revoked: HttpStatus.CONFLICT,
  already_owned: HttpStatus.CONFLICT,
  payment_intent_unexpected_state: HttpStatus.BAD_REQUEST,
  card_declined: HttpStatus.PAYMENT_REQUIRED,
  invalid_signature: HttpStatus.BAD_REQUEST,
  invalid_event: HttpStatus.BAD_REQUEST,

  range_not_satisfiable: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
  precondition_failed: HttpStatus.PRECONDITION_FAILED,

  upload_not_found: HttpStatus.NOT_FOUND,
  invalid_upload_token: HttpStatus.FORBIDDEN,
  upload_slot_used: HttpStatus.GONE,
  upload_slot_expired: HttpStatus.GONE,
  upload_in_progress: HttpStatus.CONFLICT,
  file_type_mismatch: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  unsupported_file_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  file_too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  upload_aborted: HttpStatus.BAD_REQUEST,
  invalid_attachment: HttpStatus.BAD_REQUEST,
  upload_quota_exceeded: HttpStatus.TOO_MANY_REQUESTS,
  insufficient_storage: HttpStatus.INSUFFICIENT_STORAGE,

  duplicate_attachment: HttpStatus.BAD_REQUEST,

  mail_failed: HttpStatus.SERVICE_UNAVAILABLE,
  order_not_paid: HttpStatus.CONFLICT,
  order_without_email: HttpStatus.CONFLICT,

  not_owned: HttpStatus.FORBIDDEN,
  invalid_review_link: HttpStatus.FORBIDDEN,
  review_not_found: HttpStatus.NOT_FOUND,
};

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'unavailable',
};

/** The code of an error that came with a status only (Nest's own exceptions, body-parser). */
export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'error');
}
