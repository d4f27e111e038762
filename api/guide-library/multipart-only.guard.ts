import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CommonError } from '../common/domain-error.js';

/**
 * A PDF upload is multipart/form-data and nothing else (415): a text/plain or urlencoded
 * body, what a forged form can send, is refused before anything is parsed.
 */
@Injectable()
export class MultipartOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.is('multipart/form-data') !== 'multipart/form-data') {
      throw new CommonError('unsupported_media_type', 'Send the PDF as multipart/form-data.');
    }
    return true;
  }
}
