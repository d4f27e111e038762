import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ACCOUNT_ERROR_CODES, CHECKOUT_ERROR_CODES, COMMON_ERROR_CODES, UPLOAD_ERROR_CODES } from '../../shared/error-codes.js';
import { toErrorBody } from './all-exceptions.filter.js';
import { CommonError, DomainError } from './domain-error.js';
import { ERROR_STATUS } from './error-status.js';

describe('the error model', () => {
  it('gives every shared code one HTTP error status', () => {
    for (const code of [...COMMON_ERROR_CODES, ...ACCOUNT_ERROR_CODES, ...CHECKOUT_ERROR_CODES, ...UPLOAD_ERROR_CODES]) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a domain error with its code, its status from the table and its headers', () => {
    expect(toErrorBody(new DomainError('upload_slot_used', 'This upload slot has already been used'))).toEqual({
      status: 410,
      body: { message: 'This upload slot has already been used', code: 'upload_slot_used' },
      headers: undefined,
    });
    expect(toErrorBody(new CommonError('too_many_requests', 'Slow down', { 'Retry-After': '5' }))).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '5' },
    });
  });

  it("answers Nest's own exceptions with the code of their status", () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      status: 404,
      body: { message: 'Cannot GET /api/x', code: 'not_found' },
    });
    expect(toErrorBody(new BadRequestException(['a', 'b']))).toEqual({ status: 400, body: { message: 'a; b', code: 'bad_request' } });
  });

  it('never shows an unknown error to the client', () => {
    expect(toErrorBody(new Error('SQLITE_BUSY: secret path /srv/x'))).toEqual({
      status: 500,
      body: { message: 'Internal server error', code: 'internal_error' },
    });
  });
});
