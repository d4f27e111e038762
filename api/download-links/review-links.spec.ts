import { randomBytes } from 'node:crypto';
import { reviewLinkFor, signReviewGrant, verifyReviewToken } from './review-links.js';

describe('review links', () => {
  const key = randomBytes(32);
  const now = 1_800_000_000;
  const grant = { email: 'ada@example.com', slug: 'fabric-101', exp: now + 60 };

  it('verifies its own token until it expires', () => {
    const token = signReviewGrant(key, grant);
    expect(verifyReviewToken(key, token, now)).toEqual(grant);
    expect(verifyReviewToken(key, token, now + 61)).toBeNull();
  });

  it('refuses a token signed with another key, or with its payload or signature changed', () => {
    const token = signReviewGrant(key, grant);
    expect(verifyReviewToken(randomBytes(32), token, now)).toBeNull();
    const [payload, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify(['eve@example.com', 'fabric-101', now + 60])).toString('base64url');
    expect(verifyReviewToken(key, `${other}.${sig}`, now)).toBeNull();
    expect(verifyReviewToken(key, `${payload}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull();
    for (const bad of [undefined, 42, '', 'x', `${payload}.`, 'a'.repeat(700)]) expect(verifyReviewToken(key, bad, now)).toBeNull();
  });

  it('links to the guide page, which opens the form', () => {
    expect(reviewLinkFor('https://shop.test', key, grant)).toMatch(
      /^https:\/\/shop\.test\/guides\/fabric-101\?review=[\w-]+\.[\w-]{43}#reviews$/,
    );
  });
});
