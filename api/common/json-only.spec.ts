import type { ExecutionContext } from '@nestjs/common';
import { isJsonRequest, JsonOnlyGuard } from './json-only.js';

const ctx = (contentType?: string) =>
  ({ switchToHttp: () => ({ getRequest: () => ({ headers: { 'content-type': contentType } }) }) }) as unknown as ExecutionContext;

describe('JsonOnly', () => {
  it('accepts application/json with or without parameters', () => {
    expect(isJsonRequest({ headers: { 'content-type': 'application/json' } })).toBe(true);
    expect(isJsonRequest({ headers: { 'content-type': 'Application/JSON; charset=utf-8' } })).toBe(true);
    expect(new JsonOnlyGuard().canActivate(ctx('application/json'))).toBe(true);
  });

  it.each([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])(
    'refuses %s with 415 unsupported_media_type',
    (type) => {
      expect(() => new JsonOnlyGuard().canActivate(ctx(type))).toThrow(expect.objectContaining({ code: 'unsupported_media_type' }));
    },
  );
});
