import { DomainError } from '../common/domain-error.js';
import type { DiscountErrorCode } from '../../shared/error-codes.js';

export class DiscountError extends DomainError<DiscountErrorCode> {}
