import type { GuideLibraryErrorCode } from '../../shared/error-codes.js';
import { DomainError } from '../common/domain-error.js';

/** Errors of the guide library (uploads of new editions). */
export class GuideLibraryError extends DomainError<GuideLibraryErrorCode> {}
