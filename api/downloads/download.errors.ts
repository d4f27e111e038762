import { DomainError } from '../common/domain-error.js';
import type { DownloadErrorCode } from '../../shared/error-codes.js';

export class DownloadError extends DomainError<DownloadErrorCode> {}
