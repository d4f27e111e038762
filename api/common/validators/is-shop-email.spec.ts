import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsShopEmail } from './is-shop-email.js';

class Default {
  @IsShopEmail()
  email: string;
}

class Custom {
  @IsShopEmail({ required: 'Email is required', invalid: 'Please enter a valid email address', normalise: 'trim' })
  email: string;
}

class AsSent {
  @IsShopEmail({ normalise: 'none' })
  email: string;
}

class Optional {
  @IsShopEmail({ optional: true, invalid: 'Please enter a valid email address' })
  email?: string;
}

/** What the app's ValidationPipe does: transform, then stop at the first failure per property. */
function check<T extends object>(cls: new () => T, body: object): { value: T; message: string | null } {
  const value = plainToInstance(cls, body);
  const [error] = validateSync(value, { stopAtFirstError: true });
  return { value, message: error ? Object.values(error.constraints ?? {})[0] : null };
}

describe('IsShopEmail', () => {
  it('accepts an address, trimmed and lower-cased by default', () => {
    expect(check(Default, { email: '  Ada@Example.COM ' })).toEqual({ value: { email: 'ada@example.com' }, message: null });
    expect(check(Custom, { email: ' Ada@Example.com ' }).value.email).toBe('Ada@Example.com');
    expect(check(AsSent, { email: 'Ada@Example.com' }).value.email).toBe('Ada@Example.com');
  });

  it('says "required" for a missing or empty address and "invalid" for anything else', () => {
    expect(check(Default, {}).message).toBe('email is required');
    expect(check(Default, { email: null }).message).toBe('email is required');
    expect(check(Default, { email: '   ' }).message).toBe('email is required');
    expect(check(Default, { email: 42 }).message).toBe('email must be a valid e-mail address');
    expect(check(Default, { email: 'owner' }).message).toBe('email must be a valid e-mail address');
    expect(check(Custom, {}).message).toBe('Email is required');
    expect(check(Custom, { email: ['a@b.co'] }).message).toBe('Please enter a valid email address');
  });

  it('refuses an address with a line break or another control character, even in a quoted local part', () => {
    for (const email of [
      '"x\r\ny"@example.com',
      '"x\r\nBcc: y@evil.com"@example.com',
      'a\tb@example.com',
      '"a\u0000b"@example.com',
      '"a\u007fb"@example.com',
    ]) {
      expect(check(Default, { email }).message).toBe('email must be a valid e-mail address');
      expect(check(AsSent, { email }).message).toBe('email must be a valid e-mail address');
    }
    expect(check(Default, { email: '"quoted name"@example.com' }).message).toBeNull();
  });

  it('refuses addresses over 254 characters and untrimmed ones when taken as sent', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(check(Default, { email: long }).message).toBe('email must be a valid e-mail address');
    expect(check(AsSent, { email: ' a@b.co' }).message).toBe('email must be a valid e-mail address');
  });

  it('optional: a missing or null address passes, one that is sent is normalised and checked', () => {
    expect(check(Optional, {}).message).toBeNull();
    expect(check(Optional, { email: null }).message).toBeNull();
    expect(check(Optional, { email: ' Ada@Example.COM ' })).toEqual({ value: { email: 'ada@example.com' }, message: null });
    expect(check(Optional, { email: '' }).message).toBe('email is required');
    expect(check(Optional, { email: 'owner' }).message).toBe('Please enter a valid email address');
  });
});
