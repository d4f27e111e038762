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
});
