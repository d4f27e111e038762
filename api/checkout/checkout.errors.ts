import { DomainError } from '../common/domain-error.js';
import type { CheckoutErrorCode } from '../../shared/error-codes.js';

export class CheckoutError extends DomainError<CheckoutErrorCode> {}
