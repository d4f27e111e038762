import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { MetricsAccess } from '../config/config.js';

/** The address ranges behind Express's trust-proxy names, which METRICS_ALLOW accepts too. */
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Headers a proxy adds: a request carrying them reached us through a proxy. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
/** Forwarding headers Express's trust proxy does not read. */
const UNREAD_FORWARDING = ['forwarded', 'x-real-ip'];

export interface MetricsClient {
  /** req.ip: the client as trust proxy sees it. */
  ip: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Who may read /metrics: a client whose address is in METRICS_ALLOW, or anyone with
 * `Authorization: Bearer <METRICS_TOKEN>`. When the shop trusts no proxy, a request that
 * carries forwarding headers came through one whose own address (often loopback) says
 * nothing about the client, so only the token opens it.
 */
export class MetricsAccessPolicy {
  private readonly allowed = new BlockList();
  private readonly tokenHash: Buffer | null;

  constructor(
    access: MetricsAccess,
    private readonly trustsProxy: boolean,
  ) {
    for (const entry of access.allow) {
      const named = NAMED_RANGES[entry];
      if (named) {
        for (const [net, prefix, type] of named) this.allowed.addSubnet(net, prefix, type);
        continue;
      }
      const [address, bits] = entry.split('/');
      const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) this.allowed.addAddress(address, type);
      else this.allowed.addSubnet(address, Number(bits), type);
    }
    this.tokenHash = access.token ? sha256(access.token) : null;
  }

  allows(client: MetricsClient): boolean {
    return this.hasToken(client.headers.authorization) || this.fromAllowedAddress(client);
  }

  private hasToken(header: string | string[] | undefined): boolean {
    if (!this.tokenHash || typeof header !== 'string') return false;
    const m = /^Bearer +(\S+)\s*$/i.exec(header);
    return m !== null && timingSafeEqual(sha256(m[1]), this.tokenHash);
  }

  private fromAllowedAddress(client: MetricsClient): boolean {
    if (!client.ip) return false;
    if (!this.trustsProxy && FORWARDING_HEADERS.some((h) => client.headers[h] !== undefined)) return false;
    // Behind a trusted proxy req.ip comes from X-Forwarded-For only: a proxy that names the
    // client in Forwarded or X-Real-IP alone leaves req.ip its own (often loopback) address.
    if (
      this.trustsProxy &&
      client.headers['x-forwarded-for'] === undefined &&
      UNREAD_FORWARDING.some((h) => client.headers[h] !== undefined)
    ) {
      return false;
    }
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(client.ip);
    const address = mapped ? mapped[1] : client.ip;
    const type = isIP(address);
    if (type === 0) return false;
    return this.allowed.check(address, type === 4 ? 'ipv4' : 'ipv6');
  }
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
