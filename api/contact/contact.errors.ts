import { DomainError } from '../common/domain-error.js';
import type { ContactErrorCode } from '../../shared/error-codes.js';

export class ContactError extends DomainError<ContactErrorCode> {}
