import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CommonError } from './domain-error.js';

/**
 * True when the request declares a JSON body (`application/json`, any parameters such as
 * charset). Only that media type is parsed by the JSON body parser.
 */
export function isJsonRequest(req: Pick<Request, 'headers'>): boolean {
  const raw = req.headers['content-type'];
  if (typeof raw !== 'string') return false;
  const type = raw.split(';', 1)[0].trim().toLowerCase();
  return type === 'application/json';
}

/** Answers 415 `{ message, code: 'unsupported_media_type' }` unless the body is JSON. */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (isJsonRequest(req)) return true;
    throw new CommonError('unsupported_media_type', 'This endpoint accepts JSON only: send Content-Type: application/json');
  }
}

/**
 * State-changing routes take JSON only (DESIGN §4.4). Put it on a handler or a controller:
 *
 *   @Post() @JsonOnly() create(@Body() dto: CreateThingDto) { ... }
 */
export function JsonOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(JsonOnlyGuard));
}
