import { DomainError } from '../common/domain-error.js';
import type { UploadErrorCode } from '../../shared/error-codes.js';

export class UploadError extends DomainError<UploadErrorCode> {}
