import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { DomainError } from '../common/domain-error.js';
import { clientKey, consumeLimit } from '../common/rate-limit.js';
import { Throttles, tooManyRequests } from '../common/throttle.js';
import { DISCOUNT_CHECK_IP_LIMIT, DISCOUNT_CHECK_SESSION_LIMIT } from './discount-check.controller.js';

/**
 * Codes are guessed at the same pace whichever route is asked: an unknown code sent to the
 * payment intent or the free order counts in the per-IP budget of 'Add a discount code'
 * (DISCOUNT_CHECK_IP_LIMIT), and while that budget is spent a request naming a code is
 * refused (429) before anything is priced. A request without a code, or with a code the
 * shop knows, costs nothing here.
 */
@Injectable()
export class CodeGuessLimit implements NestInterceptor {
  constructor(private readonly throttles: Throttles) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const code = (req.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string' || code === '') return next.handle();
    const throttle = this.throttles.get(DISCOUNT_CHECK_IP_LIMIT.name, DISCOUNT_CHECK_IP_LIMIT.rule);
    const key = clientKey(req.ip);
    const wait = await throttle.blockedFor(key);
    if (wait > 0) throw tooManyRequests(DISCOUNT_CHECK_IP_LIMIT.message, { resetInS: wait });
    return next
      .handle()
      .pipe(
        catchError((err: unknown) =>
          err instanceof DomainError && err.code === 'discount_code_unknown'
            ? from(throttle.consume(key)).pipe(mergeMap(() => throwError(() => err)))
            : throwError(() => err),
        ),
      );
  }
}

/**
 * Checking an address against a code's per-e-mail limit costs what 'Add a discount code'
 * with an e-mail costs (one point of its per-IP and per-session budgets), wherever it is
 * asked: the checkout's consent checks the order's code for the typed e-mail too, and
 * unthrottled it would tell at speed which addresses have used a code.
 */
export async function spendDiscountCheck(throttles: Throttles, req: Request): Promise<void> {
  for (const limit of [DISCOUNT_CHECK_IP_LIMIT, DISCOUNT_CHECK_SESSION_LIMIT]) {
    const verdict = await consumeLimit(throttles, req, limit);
    if (verdict && !verdict.allowed) throw tooManyRequests(limit.message, verdict);
  }
}
