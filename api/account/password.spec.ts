import { hashPassword, needsRehash, parsePasswordHash, SCRYPT_PARAMS, verifyAgainstDummy, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with the stated parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    const parsed = parsePasswordHash(stored)!;
    expect(parsed).toMatchObject({ N: SCRYPT_PARAMS.N, r: 8, p: 1 });
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.hash).toHaveLength(64);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('s3cret-pass');
    await expect(verifyPassword('s3cret-pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-pasS', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash: the same password twice gives two different strings', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same', a)).resolves.toBe(true);
    await expect(verifyPassword('same', b)).resolves.toBe(true);
  });

  it('treats composed and decomposed accents as the same password (NFC)', async () => {
    const stored = await hashPassword('caf\u00e9-latte');
    await expect(verifyPassword('cafe\u0301-latte', stored)).resolves.toBe(true);
  });

  it('reads the parameters back from the hash (older, weaker hashes still verify)', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('old-password', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await expect(verifyPassword('old-password', stored)).resolves.toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it('refuses malformed or absurd stored hashes without throwing', async () => {
    for (const bad of [
      '',
      'plain',
      'bcrypt$10$abc',
      'scrypt$32768$8$1$!!!$AAAA',
      'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      `scrypt$${2 ** 24}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==`,
      'scrypt$32768$999$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==',
    ]) {
      expect(parsePasswordHash(bad)).toBeNull();
      await expect(verifyPassword('x', bad)).resolves.toBe(false);
    }
  });

  it('spends a real scrypt for unknown users and always says no', async () => {
    await expect(verifyAgainstDummy('anything')).resolves.toBe(false);
    const stored = await hashPassword('timing');
    const t0 = performance.now();
    await verifyPassword('timing-wrong', stored);
    const real = performance.now() - t0;
    const t1 = performance.now();
    await verifyAgainstDummy('timing-wrong');
    const fake = performance.now() - t1;
    // Same work: within a generous factor either way (CI machines are noisy).
    expect(fake).toBeGreaterThan(real / 4);
    expect(fake).toBeLessThan(real * 4 + 50);
  });
});
