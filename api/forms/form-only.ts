import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CommonError } from '../common/domain-error.js';

/** True when the body is a plain HTML form post (`application/x-www-form-urlencoded`). */
export function isFormPost(req: Pick<Request, 'headers'>): boolean {
  const raw = req.headers['content-type'];
  if (typeof raw !== 'string') return false;
  return raw.split(';', 1)[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** 415 unless the body is a form post: the counterpart of JsonOnly for /forms. */
@Injectable()
export class FormOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (isFormPost(context.switchToHttp().getRequest<Request>())) return true;
    throw new CommonError(
      'unsupported_media_type',
      'This endpoint accepts form posts only: send Content-Type: application/x-www-form-urlencoded',
    );
  }
}

export function FormOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(FormOnlyGuard));
}
