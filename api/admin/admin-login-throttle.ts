import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { type ThrottleRule, type ThrottleVerdict, WindowCounter } from '../account/login-throttle.js';

/**
 * Admin login throttling (DESIGN §5: logins are throttled), in memory like the buyers'
 * (api/account/login-throttle.ts, whose counters it reuses), but stricter and separate:
 *   - per client IP: 5 failed admin logins per 15 minutes;
 *   - per e-mail typed (lower-cased, whether or not it is the admin's): 5 per 15 minutes.
 * An attempt counts when it starts (parallel guesses cannot slip past while scrypt runs)
 * and is given back when it succeeds; a success also clears the e-mail's counter. Over
 * either limit the attempt is refused before any password is checked.
 */
export const ADMIN_LOGIN_IP_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60 * 1000 };
export const ADMIN_LOGIN_EMAIL_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60 * 1000 };

export const ADMIN_LOGIN_THROTTLED_MESSAGE = 'Too many admin login attempts. Please wait 15 minutes and try again.';

function emailKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 254);
}

@Injectable()
export class AdminLoginThrottle implements OnModuleDestroy {
  private readonly byIp = new WindowCounter(ADMIN_LOGIN_IP_RULE);
  private readonly byEmail = new WindowCounter(ADMIN_LOGIN_EMAIL_RULE);
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  begin(ip: string, email: string, now = Date.now()): ThrottleVerdict {
    const key = emailKey(email);
    const wait = Math.max(this.byIp.blockedFor(ip, now), this.byEmail.blockedFor(key, now));
    if (wait > 0) return { allowed: false, retryAfterS: wait };
    this.byIp.add(ip, now);
    this.byEmail.add(key, now);
    return { allowed: true };
  }

  succeeded(ip: string, email: string, now = Date.now()): void {
    this.byIp.remove(ip, now);
    this.byEmail.clear(emailKey(email));
  }

  sweep(now = Date.now()): void {
    this.byIp.sweep(now);
    this.byEmail.sweep(now);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }
}
