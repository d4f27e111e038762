import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isJsonRequest } from '../common/json-only.js';
import { CommonError } from '../common/domain-error.js';

/**
 * For state changes that carry no data (spec §7: `PUT /api/admin/messages/{id}/read` sends
 * no body): a JSON body or none at all. Any other body (a form post) is 415, as with
 * `@JsonOnly()`. Cross-site requests are stopped by the SameSite=Lax cookie and the Origin check.
 */
@Injectable()
export class JsonOrEmptyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (isJsonRequest(req) || !hasBody(req)) return true;
    throw new CommonError('unsupported_media_type', 'This endpoint accepts JSON or no body: send Content-Type: application/json');
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined) return true;
  if (length !== undefined && length !== '0') return true;
  return req.headers['content-type'] !== undefined && length !== '0';
}
