import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import {
  type ErrorBody,
  type ErrorCode,
  ACCOUNT_ERROR_CODES,
  ADMIN_ERROR_CODES,
  CHECKOUT_ERROR_CODES,
  COMMON_ERROR_CODES,
  CONTACT_ERROR_CODES,
  DISCOUNT_ERROR_CODES,
  DOWNLOAD_ERROR_CODES,
  GUIDE_LIBRARY_ERROR_CODES,
  REVIEW_ERROR_CODES,
  UPLOAD_ERROR_CODES,
} from '../../shared/error-codes.js';

/**
 * OpenAPI helpers every module uses (the document itself: api/openapi). Response types
 * are classes in each module's dto/ folder that implement the wire type of shared/api, so
 * the compiler keeps the two in step.
 */

const ALL_ERROR_CODES: readonly ErrorCode[] = [
  ...COMMON_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...CHECKOUT_ERROR_CODES,
  ...DOWNLOAD_ERROR_CODES,
  ...UPLOAD_ERROR_CODES,
  ...CONTACT_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
  ...GUIDE_LIBRARY_ERROR_CODES,
  ...DISCOUNT_ERROR_CODES,
  ...REVIEW_ERROR_CODES,
];

/** The one error body (DESIGN §4.5). */
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;

  @ApiProperty({ enum: ALL_ERROR_CODES, enumName: 'ErrorCode', example: 'validation_failed' })
  code: ErrorCode;
}

/** `{ ok: true }` */
export class OkDto {
  @ApiProperty({ enum: [true] })
  ok: true;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (validation_failed, malformed_json, ...)',
  401: 'Not logged in (unauthorized)',
  403: 'Not allowed (forbidden, cross_origin)',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Too large',
  415: 'Not JSON (unsupported_media_type), or not an accepted file type',
  422: 'Well-formed but unusable (e.g. a PDF that cannot be read)',
  429: 'Too many requests (Retry-After says when to try again)',
  503: 'Unavailable for now',
};

/** The error answers a route gives, each as `{ message, code }`. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: ERROR_TEXT[status] ?? 'Error', type: ErrorBodyDto })),
  );
}
