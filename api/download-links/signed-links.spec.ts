import { deriveKey } from '../config/app-secret.js';
import { downloadLinkFor, verifyDownloadGrant } from './signed-links.js';

describe('signed download links', () => {
  const key = deriveKey('a'.repeat(40), 'download-links');
  const grant = { orderId: 42, slug: 'fabric-101', exp: 2_000_000_000 };
  const parse = (url: string) => {
    const u = new URL(url);
    return { slug: decodeURIComponent(u.pathname.split('/').pop()!), ...Object.fromEntries(u.searchParams) };
  };

  it('round-trips a valid link', () => {
    const url = downloadLinkFor('https://shop.example', key, grant);
    expect(url).toMatch(/^https:\/\/shop\.example\/api\/download\/fabric-101\?order=42&exp=2000000000&sig=[\w-]{43}$/);
    expect(verifyDownloadGrant(key, parse(url), 1_900_000_000)).toEqual(grant);
  });

  it('refuses an expired, tampered or foreign-key link', () => {
    const input = parse(downloadLinkFor('http://x', key, grant));
    expect(verifyDownloadGrant(key, input, 2_000_000_001)).toBeNull();
    expect(verifyDownloadGrant(key, { ...input, slug: 'fabric-204-synthetic' }, 1)).toBeNull();
    expect(verifyDownloadGrant(key, { ...input, order: '43' }, 1)).toBeNull();
    expect(verifyDownloadGrant(key, { ...input, exp: '2000000001' }, 1)).toBeNull();
    expect(verifyDownloadGrant(deriveKey('b'.repeat(40), 'download-links'), input, 1)).toBeNull();
    expect(verifyDownloadGrant(key, { slug: 'fabric-101', order: ['1'], exp: '1', sig: 'x' }, 1)).toBeNull();
  });
});
