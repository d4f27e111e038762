import { DomainError } from '../common/domain-error.js';
import type { AccountErrorCode } from '../../shared/error-codes.js';

export class AccountError extends DomainError<AccountErrorCode> {}
