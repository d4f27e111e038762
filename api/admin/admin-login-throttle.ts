import { Injectable } from '@nestjs/common';
import { type Throttle, type ThrottleRule, type ThrottleVerdict, Throttles } from '../common/throttle.js';

/**
 * Admin login throttling (DESIGN §5: logins are throttled; no one can lock out the owner),
 * on the app's throttles, stricter than the buyers' and separate. Nothing is keyed on the
 * e-mail alone, so failures from other clients never block the owner's right password:
 *   - per client (IP, IPv6 by /64): 5 failed admin logins per 15 minutes, then refused; each
 *     further block of that client within a day lasts twice as long (30 min, 1 h, ... a day);
 *   - per client and e-mail typed: 10 failures within a day block that pair for a day.
 * An attempt counts when it starts (parallel guesses cannot slip past while scrypt runs)
 * and is given back when it succeeds; a success also clears the pair's counter. Over
 * either limit the attempt is refused before any password is checked.
 */
export const ADMIN_LOGIN_IP_RULE: ThrottleRule = {
  points: 5,
  duration: 15 * 60,
  backoff: { max: 24 * 3600, forget: 24 * 3600 },
};
export const ADMIN_LOGIN_IP_EMAIL_RULE: ThrottleRule = {
  points: 10,
  duration: 24 * 3600,
  blockDuration: 24 * 3600,
};

export const ADMIN_LOGIN_THROTTLED_MESSAGE = 'Too many admin login attempts. Please wait 15 minutes and try again.';

/** The refusal's text: the first block's, or the longer wait a repeat block has. */
export function adminLoginThrottledMessage(waitS: number): string {
  if (waitS <= 15 * 60) return ADMIN_LOGIN_THROTTLED_MESSAGE;
  const minutes = Math.ceil(waitS / 60);
  const wait = minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many admin login attempts. Please wait ${wait} and try again.`;
}

const pairKey = (ip: string, email: string): string => `${ip}|${email.trim().toLowerCase().slice(0, 254)}`;

@Injectable()
export class AdminLoginThrottle {
  private readonly byIp: Throttle;
  private readonly byIpAndEmail: Throttle;

  constructor(throttles: Throttles) {
    this.byIp = throttles.get('admin-login-ip', ADMIN_LOGIN_IP_RULE);
    this.byIpAndEmail = throttles.get('admin-login-ip-email', ADMIN_LOGIN_IP_EMAIL_RULE);
  }

  async begin(ip: string, email: string): Promise<ThrottleVerdict> {
    const byIp = await this.byIp.consume(ip);
    if (!byIp.allowed) return byIp;
    const byPair = await this.byIpAndEmail.consume(pairKey(ip, email));
    if (!byPair.allowed) await this.byIp.reward(ip);
    return byPair;
  }

  async succeeded(ip: string, email: string): Promise<void> {
    await this.byIp.reward(ip);
    await this.byIpAndEmail.reset(pairKey(ip, email));
  }
}
