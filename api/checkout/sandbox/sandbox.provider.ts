import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { QueryFailedError, type Repository } from 'typeorm';
import { AppSecret } from '../../config/app-secret.js';
import { lockAcrossProcesses } from '../../database/process-lock.js';
import {
  type ConfirmableIntent,
  type CreateIntentInput,
  type CreateRefundInput,
  IntentNotUpdatableError,
  type ProviderRefund,
  RefundRefusedError,
  type PaymentProvider,
  type ProviderIntent,
} from '../payment-provider.js';
import { type CardInput, checkCard } from '../../../shared/sandbox-card.js';
import { SandboxPaymentIntent } from './sandbox-payment-intent.entity.js';
import { SandboxRefund } from './sandbox-refund.entity.js';

/** Receives the sandbox's webhook-equivalent refund events. */
export type SandboxRefundListener = (refund: ProviderRefund) => Promise<void>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const INTENT_ID = /^pi_sbx_[A-Za-z0-9]{24}$/;
const CLIENT_SECRET = /^(pi_sbx_[A-Za-z0-9]{24})_secret_([A-Za-z0-9_-]{20,64})$/;

function randomId(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export type SandboxConfirmResult =
  /** The card is authorised; fulfilment captures it. */
  | { kind: 'authorised'; intent: SandboxPaymentIntent }
  | { kind: 'declined'; intent: SandboxPaymentIntent }
  | { kind: 'invalid_card'; message: string }
  | { kind: 'unknown_intent' }
  /** The buyer has not agreed to the Terms for the intent's order: nothing charged. */
  | { kind: 'no_consent' }
  | { kind: 'unexpected_state'; status: string };

/**
 * The in-process test provider (DESIGN §3): same interface as Stripe, intents in SQLite,
 * no money moves. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 *
 * Client secrets are `<id>_secret_<hmac>`: derived from the intent id with a key from the
 * app secret, so the same intent always has the same secret (an idempotent create or an
 * update can hand it out again) while only its hash is stored.
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider, OnModuleDestroy {
  readonly name = 'sandbox' as const;
  private readonly key: Buffer;
  private readonly logger = new Logger('Sandbox');
  private readonly refundListeners: SandboxRefundListener[] = [];
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    @InjectRepository(SandboxPaymentIntent) private readonly intents: Repository<SandboxPaymentIntent>,
    @InjectRepository(SandboxRefund) private readonly refunds: Repository<SandboxRefund>,
    secret: AppSecret,
  ) {
    this.key = secret.key('sandbox-client-secrets');
  }

  /**
   * Refunds a succeeded intent at once (no money moves). Like Stripe: the same idempotency
   * key returns the same refund, the total refunded never exceeds the amount paid, and the
   * event follows the answer (delivered in-process to the onRefundEvent listeners).
   */
  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    // Like a real provider, one idempotency key is one refund even when two replicas ask at
    // once: on PostgreSQL the check-then-insert runs under a per-payment lock (SQLite has
    // one writer, and this process asks for one order at a time).
    const manager = this.refunds.manager;
    const { view, created } =
      manager.connection.options.type === 'postgres'
        ? await manager.transaction(async (m) => {
            await lockAcrossProcesses(m, 'sandbox-refund', input.orderId);
            return this.refundOnce(m.getRepository(SandboxRefund), m.getRepository(SandboxPaymentIntent), input);
          })
        : await this.refundOnce(this.refunds, this.intents, input);
    if (created) this.deliverRefundEvent(view);
    return view;
  }

  private async refundOnce(
    refunds: Repository<SandboxRefund>,
    intents: Repository<SandboxPaymentIntent>,
    input: CreateRefundInput,
  ): Promise<{ view: ProviderRefund; created: boolean }> {
    const existing = await refunds.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (existing) return { view: this.refundView(existing), created: false };
    const intent = await intents.findOneBy({ id: input.paymentIntentId });
    if (!intent || intent.status !== 'succeeded') throw new RefundRefusedError('This payment has not succeeded: nothing to refund.');
    const row: { total: number | string | null } | undefined = await refunds
      .createQueryBuilder('r')
      .select('SUM(r.amountCents)', 'total')
      .where('r.paymentIntentId = :id', { id: intent.id })
      .getRawOne();
    if (Number(row?.total ?? 0) + input.amountCents > intent.amountCents) {
      throw new RefundRefusedError('The refund is larger than what is left of the payment.');
    }
    const refund = {
      id: `re_sbx_${randomId(24)}`,
      paymentIntentId: intent.id,
      amountCents: input.amountCents,
      status: 'succeeded' as const,
      shopRefundId: input.shopRefundId,
      idempotencyKey: input.idempotencyKey,
    };
    try {
      await refunds.insert(refund);
    } catch (err) {
      if (err instanceof QueryFailedError && /UNIQUE/i.test(err.message)) {
        const winner = await refunds.findOneBy({ idempotencyKey: input.idempotencyKey });
        if (winner) return { view: this.refundView(winner), created: false };
      }
      throw err;
    }
    return { view: this.refundView({ ...refund, createdAt: new Date() }), created: true };
  }

  /** Subscribes to the webhook-equivalent refund events. */
  onRefundEvent(listener: SandboxRefundListener): void {
    this.refundListeners.push(listener);
  }

  /** The event goes out after the answer, as a provider's webhook would. */
  private deliverRefundEvent(refund: ProviderRefund): void {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => Promise.all(this.refundListeners.map((l) => l(refund))))
      .then(
        () => undefined,
        (err: unknown) => this.logger.error(`Refund event ${refund.id} not handled: ${err instanceof Error ? err.message : String(err)}`),
      );
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
  }

  private refundView(refund: SandboxRefund): ProviderRefund {
    return {
      id: refund.id,
      status: refund.status,
      amountCents: refund.amountCents,
      paymentIntentId: refund.paymentIntentId,
      shopRefundId: refund.shopRefundId,
      failureReason: null,
    };
  }

  async createIntent(input: CreateIntentInput): Promise<ConfirmableIntent> {
    const existing = await this.intents.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (existing) return this.confirmable(existing);
    const id = `pi_sbx_${randomId(24)}`;
    try {
      await this.intents.insert({
        id,
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        email: null,
        last4: null,
        brand: null,
        clientSecretHash: sha256(this.clientSecretOf(id)),
        idempotencyKey: input.idempotencyKey,
      });
    } catch (err) {
      // The same key at the same moment: the other create won, answer with its intent.
      if (err instanceof QueryFailedError && /UNIQUE/i.test(err.message)) {
        const winner = await this.intents.findOneBy({ idempotencyKey: input.idempotencyKey });
        if (winner) return this.confirmable(winner);
      }
      throw err;
    }
    return this.confirmable(await this.intents.findOneByOrFail({ id }));
  }

  async updateIntent(id: string, amountCents: number): Promise<ConfirmableIntent> {
    const result = await this.intents
      .createQueryBuilder()
      .update(SandboxPaymentIntent)
      .set({ amountCents })
      .where('id = :id AND status = :status', { id, status: 'requires_payment_method' })
      .execute();
    const intent = await this.intents.findOneBy({ id });
    if (!intent || result.affected !== 1) throw new IntentNotUpdatableError(id, intent?.status);
    return this.confirmable(intent);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    if (!INTENT_ID.test(id)) return null;
    const intent = await this.intents.findOneBy({ id });
    return intent ? this.view(intent) : null;
  }

  /** An authorised intent becomes succeeded once (a conditional update); answers the intent as it is then. */
  async captureIntent(id: string): Promise<ProviderIntent> {
    await this.intents
      .createQueryBuilder()
      .update(SandboxPaymentIntent)
      .set({ status: 'succeeded' })
      .where('id = :id AND status = :from', { id, from: 'requires_capture' })
      .execute();
    const intent = await this.intents.findOneBy({ id });
    if (!intent) throw new IntentNotUpdatableError(id);
    return this.view(intent);
  }

  /** Like Stripe: an intent not yet paid or not yet captured (the hold is released) can be cancelled. */
  async cancelIntent(id: string): Promise<void> {
    await this.intents
      .createQueryBuilder()
      .update(SandboxPaymentIntent)
      .set({ status: 'canceled' })
      .where('id = :id AND status IN (:...open)', { id, open: ['requires_payment_method', 'requires_capture'] })
      .execute();
  }

  /**
   * Confirms an intent with a test card, as a provider's element would: a good card is
   * authorised (requires_capture), a declined one fails. Exactly one confirmation can move
   * an intent out of requires_payment_method; the money is taken by captureIntent.
   */
  async confirm(
    clientSecret: string,
    email: string,
    card: CardInput,
    now = new Date(),
    mayCharge: (orderId: number) => Promise<boolean> = async () => true,
  ): Promise<SandboxConfirmResult> {
    const intent = await this.findBySecret(clientSecret);
    if (!intent) return { kind: 'unknown_intent' };
    if (intent.status !== 'requires_payment_method') return { kind: 'unexpected_state', status: intent.status };
    if (!(await mayCharge(intent.orderId))) return { kind: 'no_consent' };
    const check = checkCard(card, now);
    if (!check.ok) return { kind: 'invalid_card', message: check.message };
    const status = check.outcome === 'succeed' ? 'requires_capture' : 'failed';
    const result = await this.intents
      .createQueryBuilder()
      .update(SandboxPaymentIntent)
      .set({ status, email, last4: check.last4, brand: check.brand })
      .where('id = :id AND status = :from', { id: intent.id, from: 'requires_payment_method' })
      .execute();
    const after = await this.intents.findOneByOrFail({ id: intent.id });
    if (result.affected !== 1) return { kind: 'unexpected_state', status: after.status };
    return { kind: status === 'requires_capture' ? 'authorised' : 'declined', intent: after };
  }

  private async findBySecret(clientSecret: string): Promise<SandboxPaymentIntent | null> {
    const m = CLIENT_SECRET.exec(clientSecret);
    if (!m) return null;
    const intent = await this.intents.findOneBy({ id: m[1] });
    if (!intent) return null;
    const given = Buffer.from(sha256(clientSecret), 'hex');
    const stored = Buffer.from(intent.clientSecretHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored) ? intent : null;
  }

  private clientSecretOf(id: string): string {
    const mac = createHmac('sha256', this.key).update(id).digest('base64url').replace(/[-_]/g, '').slice(0, 24);
    return `${id}_secret_${mac}`;
  }

  private view(intent: SandboxPaymentIntent): ProviderIntent {
    return {
      id: intent.id,
      status: intent.status,
      amountCents: intent.amountCents,
      currency: intent.currency,
      orderId: intent.orderId,
      email: intent.email,
      card: intent.last4 ? { brand: intent.brand ?? 'unknown', last4: intent.last4 } : null,
    };
  }

  private confirmable(intent: SandboxPaymentIntent): ConfirmableIntent {
    return { ...this.view(intent), clientSecret: this.clientSecretOf(intent.id) };
  }
}
