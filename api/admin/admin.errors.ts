import { DomainError } from '../common/domain-error.js';
import type { AdminErrorCode } from '../../shared/error-codes.js';

export class AdminError extends DomainError<AdminErrorCode> {}
