import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runExclusive } from '../database/job-lock.js';
import { OrdersService } from './orders.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

export const PENDING_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Orders per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Every checkout page view opens a pending order and a payment intent (spec §4); most are
 * never paid. After PENDING_ORDER_TTL_HOURS such an order is deleted, once its intent is
 * cancelled at the provider, so that it can no longer be paid. An intent the provider
 * reports as anything but cancelled (paid, processing...) keeps its order. Hourly, on an
 * unref'd timer.
 */
@Injectable()
export class PendingOrdersPurge implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Checkout');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      runExclusive(this.dataSource, 'checkout:pending-purge', () => this.purge()).catch((err: unknown) =>
        this.logger.error(`Purge of unpaid checkouts failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    }, PENDING_PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Deletes pending orders older than the configured age; returns how many went. */
  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.pendingOrderTtlHours * 3600_000);
    const stale = await this.orders.findStalePending(cutoff, BATCH);
    let deleted = 0;
    for (const order of stale) {
      if (order.paymentIntentId && order.provider === this.provider.name && !(await this.cancelled(order.paymentIntentId))) continue;
      if (await this.orders.deletePending(order.id)) deleted++;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} checkout(s) unpaid for ${this.config.pendingOrderTtlHours} hours`);
    return deleted;
  }

  /** True once the provider says the intent is cancelled (or does not know it). */
  private async cancelled(intentId: string): Promise<boolean> {
    try {
      await this.provider.cancelIntent?.(intentId);
    } catch (err) {
      // Already paid or processing: the provider refuses; the status below decides.
      this.logger.warn(`Payment intent ${intentId} not cancelled: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      const intent = await this.provider.retrieveIntent(intentId);
      return intent === null || intent.status === 'canceled';
    } catch {
      return false;
    }
  }
}
