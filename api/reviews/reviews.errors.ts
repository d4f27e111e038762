import { DomainError } from '../common/domain-error.js';
import type { ReviewErrorCode } from '../../shared/error-codes.js';

export class ReviewError extends DomainError<ReviewErrorCode> {}

export const NOT_OWNED_MESSAGE = 'Only buyers of this guide can review it.';
export const INVALID_LINK_MESSAGE = 'This review link is invalid or has expired. Reviews can also be written from your account.';
export const REVIEW_NOT_FOUND_MESSAGE = 'No review with that id.';
