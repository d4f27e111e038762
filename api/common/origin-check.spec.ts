import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from './all-exceptions.filter.js';
import { CommonError } from './domain-error.js';
import { CROSS_ORIGIN_ERROR, isCrossSiteRequest, isExempt, originCheck } from './origin-check.js';

const PUBLIC_URL = 'https://shop.example';

function req(method: string, path: string, headers: Record<string, string> = {}, protocol = 'http'): Request {
  return { method, path, protocol, headers: { host: '127.0.0.1:3000', ...headers } } as unknown as Request;
}

describe('isCrossSiteRequest', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('never refuses %s (no state change)', (method) => {
    expect(isCrossSiteRequest(req(method, '/api/me', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), PUBLIC_URL)).toBe(
      false,
    );
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('refuses %s from a foreign Origin', (method) => {
    expect(isCrossSiteRequest(req(method, '/api/contact', { origin: 'https://evil.example' }), PUBLIC_URL)).toBe(true);
  });

  it("accepts the shop's own origins: PUBLIC_URL's and the one the request was sent to", () => {
    expect(isCrossSiteRequest(req('POST', '/api/contact', { origin: 'https://shop.example' }), PUBLIC_URL)).toBe(false);
    expect(isCrossSiteRequest(req('POST', '/api/contact', { origin: 'HTTPS://SHOP.EXAMPLE:443' }), PUBLIC_URL)).toBe(false);
    expect(isCrossSiteRequest(req('PUT', '/objects/uploads/x', { origin: 'http://127.0.0.1:3000' }), PUBLIC_URL)).toBe(false);
    expect(
      isCrossSiteRequest(req('POST', '/api/x', { origin: 'https://localhost:8443', host: 'localhost:8443' }, 'https'), PUBLIC_URL),
    ).toBe(false);
    // Same host, other scheme or port: another origin.
    expect(isCrossSiteRequest(req('POST', '/api/x', { origin: 'http://shop.example' }), PUBLIC_URL)).toBe(true);
    expect(isCrossSiteRequest(req('POST', '/api/x', { origin: 'http://127.0.0.1:3001' }), PUBLIC_URL)).toBe(true);
    // A sibling subdomain is same-site but not same-origin.
    expect(isCrossSiteRequest(req('POST', '/api/x', { origin: 'https://blog.shop.example' }), PUBLIC_URL)).toBe(true);
  });

  it('refuses Origin: null and unparsable origins, even when the Host is odd too', () => {
    for (const origin of ['null', 'garbage', '', 'https://evil.example, https://shop.example']) {
      expect(isCrossSiteRequest(req('POST', '/api/login', { origin }), PUBLIC_URL)).toBe(true);
      expect(isCrossSiteRequest(req('POST', '/api/login', { origin, host: '[bad' }), PUBLIC_URL)).toBe(true);
    }
  });

  it('refuses Sec-Fetch-Site: cross-site with or without an Origin; same-origin/same-site/none pass on', () => {
    expect(isCrossSiteRequest(req('POST', '/api/logout', { 'sec-fetch-site': 'cross-site' }), PUBLIC_URL)).toBe(true);
    expect(isCrossSiteRequest(req('POST', '/api/logout', { 'sec-fetch-site': 'Cross-Site', origin: PUBLIC_URL }), PUBLIC_URL)).toBe(true);
    for (const site of ['same-origin', 'same-site', 'none']) {
      expect(isCrossSiteRequest(req('POST', '/api/logout', { 'sec-fetch-site': site }), PUBLIC_URL)).toBe(false);
    }
  });

  it('lets requests without Origin through to the route (curl, server-to-server)', () => {
    expect(isCrossSiteRequest(req('POST', '/api/contact'), PUBLIC_URL)).toBe(false);
  });

  it('exempts exactly the Stripe webhook and the one-click unsubscribe', () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(isCrossSiteRequest(req('POST', '/api/webhooks/stripe', evil), PUBLIC_URL)).toBe(false);
    expect(isCrossSiteRequest(req('POST', '/api/newsletter/unsubscribe', evil), PUBLIC_URL)).toBe(false);
    expect(isExempt('POST', '/API/Newsletter/Unsubscribe/')).toBe(true);
    expect(isCrossSiteRequest(req('PUT', '/api/webhooks/stripe', evil), PUBLIC_URL)).toBe(true);
    expect(isCrossSiteRequest(req('POST', '/api/newsletter/subscribe', evil), PUBLIC_URL)).toBe(true);
    expect(isCrossSiteRequest(req('POST', '/api/webhooks/stripe/x', evil), PUBLIC_URL)).toBe(true);
  });
});

describe('originCheck middleware', () => {
  function run(request: Request): { next: boolean; error?: unknown } {
    const out: { next: boolean; error?: unknown } = { next: false };
    originCheck({ publicUrl: PUBLIC_URL })(
      request,
      {} as Response,
      ((error?: unknown) => {
        out.next = true;
        if (error !== undefined) out.error = error;
      }) as NextFunction,
    );
    return out;
  }

  it('hands the filter a cross_origin error (403 { message, code }) and nothing else runs', () => {
    const { error } = run(req('POST', '/api/register', { origin: 'https://evil.example' }));
    expect(error).toBeInstanceOf(CommonError);
    expect(toErrorBody(error)).toEqual({
      status: 403,
      body: { message: 'Cross-site request refused', code: 'cross_origin' },
      headers: { 'Cache-Control': 'no-store' },
    });
    expect(CROSS_ORIGIN_ERROR).toEqual({ message: 'Cross-site request refused', code: 'cross_origin' });
  });

  it('passes everything else on untouched', () => {
    expect(run(req('POST', '/api/register', { origin: PUBLIC_URL }))).toEqual({ next: true });
    expect(run(req('GET', '/', { origin: 'https://evil.example' }))).toEqual({ next: true });
  });
});
