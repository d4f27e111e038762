import { resolve } from 'node:path';
import { loadConfig, PROJECT_ROOT } from './config.js';

describe('loadConfig', () => {
  it('has embedded defaults: port 3000 on loopback, storage/ under the project, sample guides on', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.env).toBe('development');
    expect(c.storageDir).toBe(resolve(PROJECT_ROOT, 'storage'));
    expect(c.databasePath).toBe(resolve(PROJECT_ROOT, 'storage', 'shop.sqlite'));
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.generateSampleGuides).toBe(true);
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const c = loadConfig({ PORT: '', PUBLIC_URL: 'https://shop.example.com/' });
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('https://shop.example.com');
  });

  it('refuses invalid values at boot, naming every bad key', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', SUPPORT_EMAIL: 'nope' })).toThrow(
      /PORT[\s\S]*NODE_ENV[\s\S]*SUPPORT_EMAIL|NODE_ENV[\s\S]*PORT/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('requires SESSION_SECRET (32+ characters) in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/SESSION_SECRET/);
  });

  describe('payments', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    const prodSecret = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      SESSION_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'owner@threadwise.example',
      ADMIN_PASSWORD: 'a-long-admin-password',
    };

    it('defaults to the sandbox without STRIPE_SECRET_KEY, and to stripe with it', () => {
      const sandbox = loadConfig({});
      expect(sandbox.paymentProvider).toBe('sandbox');
      expect(sandbox.stripe).toBeNull();
      const stripe = loadConfig(stripeKeys);
      expect(stripe.paymentProvider).toBe('stripe');
      expect(stripe.stripe).toEqual({
        secretKey: 'sk_test_abc123',
        publishableKey: 'pk_test_abc123',
        webhookSecret: 'whsec_abc123',
        api: null,
      });
      // Explicit choice wins over the default.
      expect(loadConfig({ ...stripeKeys, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    });

    it('requires every Stripe key when the provider is stripe', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
        /STRIPE_SECRET_KEY[\s\S]*STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
      expect(() => loadConfig({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow(/STRIPE_SECRET_KEY/);
      expect(() => loadConfig({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    });

    it('passes STRIPE_API_BASE as host, port and protocol, and refuses a path', () => {
      expect(loadConfig({ ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
      });
      expect(loadConfig({ ...stripeKeys, STRIPE_API_BASE: 'https://stripe.internal' }).stripe?.api).toEqual({
        host: 'stripe.internal',
        port: 443,
        protocol: 'https',
      });
      expect(() => loadConfig({ ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:1/v1' })).toThrow(/STRIPE_API_BASE/);
      expect(() => loadConfig({ ...stripeKeys, STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
    });

    it('refuses to start on the sandbox in production unless PAYMENT_PROVIDER=sandbox is explicit', () => {
      expect(() => loadConfig(prodSecret)).toThrow(/PAYMENT_PROVIDER/);
      expect(loadConfig({ ...prodSecret, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
      expect(loadConfig({ ...prodSecret, ...stripeKeys }).paymentProvider).toBe('stripe');
      // Both problems are named at once.
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PAYMENT_PROVIDER/);
    });

    it('reads the analytics ids, null when unset, and validates their shape', () => {
      const none = loadConfig({});
      expect(none.gaMeasurementId).toBeNull();
      expect(none.metaPixelId).toBeNull();
      const c = loadConfig({ GA_MEASUREMENT_ID: 'G-ABC123XYZ', META_PIXEL_ID: '123456789012345' });
      expect(c.gaMeasurementId).toBe('G-ABC123XYZ');
      expect(c.metaPixelId).toBe('123456789012345');
      expect(() => loadConfig({ GA_MEASUREMENT_ID: "G-1'; alert(1)" })).toThrow(/GA_MEASUREMENT_ID/);
      expect(() => loadConfig({ META_PIXEL_ID: 'abc' })).toThrow(/META_PIXEL_ID/);
    });
  });
  describe('admin credentials', () => {
    const prod = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      SESSION_SECRET: 'x'.repeat(32),
      PAYMENT_PROVIDER: 'sandbox',
    };

    it('reads ADMIN_EMAIL (lower-cased) and ADMIN_PASSWORD', () => {
      const c = loadConfig({ ADMIN_EMAIL: 'Owner@Threadwise.Example', ADMIN_PASSWORD: 'correct horse battery' });
      expect(c.admin).toEqual({ email: 'owner@threadwise.example', password: 'correct horse battery' });
    });

    it('has no admin outside production when both are unset', () => {
      expect(loadConfig({}).admin).toBeNull();
      expect(loadConfig({ NODE_ENV: 'test' }).admin).toBeNull();
    });

    it('refuses to start in production without both', () => {
      expect(() => loadConfig(prod)).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD: required in production/);
      expect(() => loadConfig({ ...prod, ADMIN_EMAIL: 'owner@threadwise.example' })).toThrow(/ADMIN_PASSWORD/);
      expect(() => loadConfig({ ...prod, ADMIN_PASSWORD: 'a-long-admin-password' })).toThrow(/ADMIN_EMAIL/);
      // Every problem is named at once.
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PAYMENT_PROVIDER[\s\S]*ADMIN_EMAIL/);
      const ok = loadConfig({ ...prod, ADMIN_EMAIL: 'owner@threadwise.example', ADMIN_PASSWORD: 'a-long-admin-password' });
      expect(ok.admin?.email).toBe('owner@threadwise.example');
    });

    it('needs both keys together, a valid address and a password of 12+ characters in any environment', () => {
      expect(() => loadConfig({ ADMIN_EMAIL: 'owner@threadwise.example' })).toThrow(/ADMIN_PASSWORD: required with ADMIN_EMAIL/);
      expect(() => loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' })).toThrow(/ADMIN_EMAIL: required with ADMIN_PASSWORD/);
      expect(() => loadConfig({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'a-long-admin-password' })).toThrow(/ADMIN_EMAIL/);
      expect(() => loadConfig({ ADMIN_EMAIL: 'owner@threadwise.example', ADMIN_PASSWORD: 'short-11chr' })).toThrow(
        /ADMIN_PASSWORD must be at least 12 characters/,
      );
      expect(loadConfig({ ADMIN_EMAIL: 'owner@threadwise.example', ADMIN_PASSWORD: 'exactly-12ch' }).admin).not.toBeNull();
    });
  });

  describe('deployment', () => {
    it('requires PUBLIC_URL in production', () => {
      const prod = {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        PAYMENT_PROVIDER: 'sandbox',
        ADMIN_EMAIL: 'o@x.example',
        ADMIN_PASSWORD: 'a-long-admin-password',
      };
      expect(() => loadConfig(prod)).toThrow(/PUBLIC_URL: required in production/);
      expect(loadConfig({ ...prod, PUBLIC_URL: 'https://shop.example.com' }).publicUrl).toBe('https://shop.example.com');
    });

    it('reads TRUST_PROXY as off, one hop, or a list of proxy addresses and CIDRs', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,loopback, fd00::/8' }).trustProxy).toEqual([
        '10.0.0.2',
        '172.16.0.0/12',
        'loopback',
        'fd00::/8',
      ]);
      expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY: not an address, CIDR/);
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
      expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/proxy\.internal/);
    });
  });
});
