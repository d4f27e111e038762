import { loadConfig } from '../config/config.js';
import { MetricsAccessPolicy } from './metrics-access.js';

const policy = (env: Record<string, string>, trustsProxy = false) => new MetricsAccessPolicy(loadConfig(env).metrics, trustsProxy);
const client = (ip: string | undefined, headers: Record<string, string> = {}) => ({ ip, headers });

describe('MetricsAccessPolicy', () => {
  it('lets in loopback clients by default, IPv4 on a dual-stack socket included', () => {
    const p = policy({});
    expect(p.allows(client('127.0.0.1'))).toBe(true);
    expect(p.allows(client('::ffff:127.0.0.1'))).toBe(true);
    expect(p.allows(client('::1'))).toBe(true);
    expect(p.allows(client('10.0.0.1'))).toBe(false);
    expect(p.allows(client('::ffff:10.0.0.1'))).toBe(false);
    expect(p.allows(client(undefined))).toBe(false);
  });

  it('reads addresses, CIDRs and the names Express uses for trust proxy', () => {
    const p = policy({ METRICS_ALLOW: '192.0.2.10, 198.51.100.0/24, uniquelocal, 2001:db8::/32' });
    expect(p.allows(client('192.0.2.10'))).toBe(true);
    expect(p.allows(client('192.0.2.11'))).toBe(false);
    expect(p.allows(client('198.51.100.200'))).toBe(true);
    expect(p.allows(client('172.20.0.5'))).toBe(true);
    expect(p.allows(client('fd12::1'))).toBe(true);
    expect(p.allows(client('2001:db8:1::1'))).toBe(true);
    expect(p.allows(client('127.0.0.1'))).toBe(false);
  });

  it('does not trust the address of a request that came through a proxy the shop does not trust', () => {
    expect(policy({}).allows(client('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }))).toBe(false);
    expect(policy({}).allows(client('127.0.0.1', { forwarded: 'for=203.0.113.5' }))).toBe(false);
    // With trust proxy, req.ip already is the client behind the proxy.
    expect(policy({}, true).allows(client('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(true);
  });

  it('behind a trusted proxy, refuses by address a request whose client is named only in a header Express does not read', () => {
    // req.ip stays the proxy's own loopback address: the client may be anyone.
    expect(policy({}, true).allows(client('127.0.0.1', { forwarded: 'for=203.0.113.5' }))).toBe(false);
    expect(policy({}, true).allows(client('127.0.0.1', { 'x-real-ip': '203.0.113.5' }))).toBe(false);
    expect(policy({}, true).allows(client('127.0.0.1', { 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '127.0.0.1' }))).toBe(true);
    expect(policy({}, true).allows(client('127.0.0.1'))).toBe(true);
  });

  it('opens to anybody with the bearer token, and only with the exact token', () => {
    const token = 'abcdefghijklmnop-0123456789';
    const p = policy({ METRICS_ALLOW: 'none', METRICS_TOKEN: token });
    expect(p.allows(client('127.0.0.1'))).toBe(false);
    expect(p.allows(client('203.0.113.5', { authorization: `Bearer ${token}` }))).toBe(true);
    expect(p.allows(client('203.0.113.5', { authorization: `bearer ${token}` }))).toBe(true);
    expect(p.allows(client('203.0.113.5', { authorization: `Bearer ${token}x` }))).toBe(false);
    expect(p.allows(client('203.0.113.5', { authorization: token }))).toBe(false);
    expect(p.allows(client('203.0.113.5', { authorization: 'Bearer ' }))).toBe(false);
  });

  it('refuses bad settings at boot', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, sixteen+' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ MIN_FREE_DISK_MB: '-1' })).toThrow(/MIN_FREE_DISK_MB/);
    expect(loadConfig({}).metrics).toEqual({ allow: ['loopback'], token: null });
    expect(loadConfig({}).minFreeDiskMb).toBe(100);
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metrics.allow).toEqual([]);
  });
});
