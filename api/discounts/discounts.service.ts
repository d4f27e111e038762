import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, QueryFailedError, type Repository } from 'typeorm';
import { findGuide } from '../../shared/catalogue.js';
import { type DiscountStatus, type DiscountTerms, normalizeDiscountCode } from '../../shared/discount.js';
import { CommonError } from '../common/domain-error.js';
import { fetchPage, type Page, type PageRequest } from '../database/keyset.js';
import { positional } from '../database/raw-sql.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { DiscountCode } from './discount-code.entity.js';
import { DiscountRedemption, type OverLimitReason } from './discount-redemption.entity.js';
import { DiscountError } from './discounts.errors.js';
import { lockAcrossProcesses } from '../database/process-lock.js';
import { type ThrottleRule, Throttles } from '../common/throttle.js';

/** An order's redemption row is read, then written: one transaction per order at a time, across replicas. */
const ORDER_LOCK = 'discount-order';
/** Free orders' checks of a code's limits, one at a time per code (PostgreSQL). */
const CODE_LOCK = 'discount-code';

export type { DiscountCode } from './discount-code.entity.js';

/**
 * How long a checkout holds a use of a limited code after its payment intent was made.
 * Long enough for a card form, 3-D Secure and a slow bank; a pending checkout that goes
 * quiet gives its use back after that (the next checkout of the code takes it).
 */
export const RESERVATION_MS = 30 * 60 * 1000;

/**
 * New holds of one limited code that one client (address) may take per RESERVATION_MS. A
 * hold costs nothing (a payment intent is enough: no e-mail, no card), so without a cap one
 * client could hold every use of a limited code and turn real buyers away ('fully used')
 * for as long as it kept asking. Five leaves room for a real buyer's tabs and devices.
 */
export const HOLDS_PER_CLIENT: ThrottleRule = { points: 5, duration: RESERVATION_MS / 1000 };

/** A code that may be used now, as the checkout prices it. */
export interface UsableDiscount {
  id: number;
  code: string;
  terms: DiscountTerms;
}

export interface QuoteContext {
  /** The guides of the order. */
  slugs: readonly string[];
  /** The buyer's e-mail when known (a signed-in account): per-e-mail limits are checked. */
  email?: string | null;
  /** The pending order of this checkout: a use it already holds counts as available. */
  orderId?: number;
  now?: Date;
}

export interface RedeemInput {
  orderId: number;
  codeId: number;
  email: string | null;
  amountCents: number;
  discountCents: number;
  now?: Date;
  /**
   * Refuse (throw) instead of honouring over a limit (nothing recorded, the hold kept): for an
   * order not paid yet that the code alone pays for (a free order), where honouring costs
   * the shop a guide and nobody has paid anything.
   */
  refuseOverLimit?: boolean;
}

export interface RedeemResult {
  /** True when the use was counted within the limits; false: honoured over a limit. */
  counted: boolean;
  overLimit: OverLimitReason | null;
}

export interface CreateDiscountInput {
  code: string;
  terms: DiscountTerms;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  status: DiscountStatus;
}

export interface UpdateDiscountInput {
  status?: DiscountStatus;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxUses?: number | null;
  maxUsesPerEmail?: number | null;
}

function termsOf(code: DiscountCode): DiscountTerms {
  return {
    kind: code.kind,
    percentOff: code.percentOff,
    amountOffCents: code.amountOffCents,
    guideSlugs: code.guideSlugs ? code.guideSlugs.split(',') : null,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Discount codes: the owner's codes, the checks a checkout must pass, and the count of
 * uses under concurrent checkouts.
 *
 * Limits: a checkout that applies a limited code reserves one use when its payment intent
 * is made (`reserve`, a conditional update: uses + reserved never pass maxUses), so N
 * buyers racing for the last use get one intent with the discount and N-1 clear
 * 'used up' answers before anyone pays. The reservation lapses after RESERVATION_MS
 * unpaid. If a buyer pays after their hold lapsed and someone else took the last use
 * meanwhile, the payment has already been taken at the discounted price: refusing the
 * order would leave a paid buyer without their guide, so it is honoured, recorded as
 * over the limit (`overLimit`, `overLimitUses`) and not counted in `uses`. Per-e-mail
 * limits work the same way; the e-mail is known before payment only for a signed-in
 * buyer, so for guests it is enforced when the order is paid.
 *
 * Every change of a code's counters is one conditional UPDATE inside a write-queue
 * transaction; on PostgreSQL the first UPDATE of the code row locks it, so the counts read
 * after it see every other committed redemption. Nothing throws inside those transactions:
 * on the one SQLite connection a rollback would also undo other requests' statements that
 * ran meanwhile (see DatabaseWriteQueue), so a refusal is returned and thrown after commit.
 */
@Injectable()
export class DiscountsService {
  constructor(
    @InjectRepository(DiscountCode) private readonly codes: Repository<DiscountCode>,
    @InjectRepository(DiscountRedemption) private readonly redemptions: Repository<DiscountRedemption>,
    private readonly writes: DatabaseWriteQueue,
    private readonly throttles: Throttles,
  ) {}

  // -------------------------------------------------------------------------------------
  // Checkout
  // -------------------------------------------------------------------------------------

  /** The code if it may be used for this order now; a DiscountError saying why not otherwise. */
  async quote(rawCode: string, ctx: QuoteContext): Promise<UsableDiscount> {
    const now = ctx.now ?? new Date();
    const code = await this.codes.findOneBy({ code: normalizeDiscountCode(rawCode) });
    if (!code) throw new DiscountError('discount_code_unknown', "We don't recognise that discount code. Check the spelling and try again.");
    if (code.status !== 'active') throw new DiscountError('discount_code_paused', 'This discount code is not active at the moment.');
    if (code.startsAt && code.startsAt > now) {
      throw new DiscountError('discount_code_not_started', `This discount code is not valid yet: it starts on ${day(code.startsAt)}.`);
    }
    if (code.endsAt && code.endsAt <= now) throw new DiscountError('discount_code_expired', 'This discount code has expired.');
    const terms = termsOf(code);
    if (terms.guideSlugs && !ctx.slugs.some((s) => terms.guideSlugs!.includes(s))) {
      const titles = terms.guideSlugs.map((s) => findGuide(s)?.title ?? s).join(', ');
      throw new DiscountError(
        'discount_code_not_applicable',
        `This discount code does not apply to the guides in your order. It applies to: ${titles}.`,
      );
    }
    if (code.maxUses !== null && code.uses + code.reserved >= code.maxUses) {
      const held = ctx.orderId !== undefined && (await this.holds(code.id, ctx.orderId));
      if (!held && code.uses + (await this.activeReservations(code.id, now)) >= code.maxUses) throw usedUp();
    }
    if (ctx.email && code.maxUsesPerEmail !== null && (await this.usesByEmail(code.id, ctx.email)) >= code.maxUsesPerEmail) {
      throw emailLimit();
    }
    return { id: code.id, code: code.code, terms };
  }

  /**
   * Holds one use of the code for the order until it is paid (or RESERVATION_MS passes).
   * Idempotent per order; a hold on another code is released. Throws 'used up' when
   * every use is taken or held, and 'held' when `client` (a checkout's address) has taken
   * HOLDS_PER_CLIENT new holds of this limited code within RESERVATION_MS.
   */
  async reserve(codeId: number, orderId: number, options: { client?: string; now?: Date } = {}): Promise<void> {
    const now = options.now ?? new Date();
    if (options.client !== undefined) await this.countNewHold(codeId, orderId, options.client);
    const held = await this.writes.transaction(async (m) => {
      await lockAcrossProcesses(m, ORDER_LOCK, orderId);
      await this.lapseExpired(m, codeId, now);
      const expiresAt = new Date(now.getTime() + RESERVATION_MS);
      const mine = await m.findOneBy(DiscountRedemption, { orderId });
      if (mine?.state === 'reserved' && mine.codeId === codeId) {
        await m.update(DiscountRedemption, { id: mine.id }, { expiresAt });
        return true;
      }
      if (mine?.state === 'reserved') await this.releaseRow(m, mine);
      const took = await m
        .createQueryBuilder()
        .update(DiscountCode)
        .set({ reserved: () => '"reserved" + 1' })
        .where('id = :id AND ("maxUses" IS NULL OR "uses" + "reserved" < "maxUses")', { id: codeId })
        .execute();
      if (took.affected !== 1) return false;
      if (mine) {
        await m.update(DiscountRedemption, { id: mine.id }, { codeId, state: 'reserved', expiresAt });
      } else {
        await m.insert(DiscountRedemption, { codeId, orderId, state: 'reserved', expiresAt, overLimit: null });
      }
      return true;
    });
    if (!held) throw usedUp();
  }

  /** The order dropped its code (or the checkout moved on): its hold, if any, is given back. */
  async release(orderId: number): Promise<void> {
    await this.writes.transaction(async (m) => {
      await lockAcrossProcesses(m, ORDER_LOCK, orderId);
      const mine = await m.findOneBy(DiscountRedemption, { orderId });
      if (mine?.state === 'reserved') await this.releaseRow(m, mine);
    });
  }

  /**
   * The order was paid with the code: counts the use (taking its hold, or a free use when
   * the hold lapsed) or, when none is left or the e-mail has used up its share, records
   * it as over the limit (or refuses, with `refuseOverLimit`). Idempotent per order
   * (fulfilment calls it on every completion).
   */
  async redeem(input: RedeemInput): Promise<RedeemResult> {
    const now = input.now ?? new Date();
    const email = input.email ? input.email.trim().toLowerCase() : null;
    const result = await this.writes.transaction(async (m): Promise<RedeemResult & { refused?: true }> => {
      await lockAcrossProcesses(m, ORDER_LOCK, input.orderId);
      const before = await m.findOneBy(DiscountRedemption, { orderId: input.orderId });
      if (before?.state === 'redeemed') return { counted: before.overLimit === null, overLimit: before.overLimit };
      if (input.refuseOverLimit) {
        // Checked before anything is written: a transaction here never rolls back (on SQLite
        // a rollback would undo the statements other requests sent meanwhile, write-queue.ts).
        await lockAcrossProcesses(m, CODE_LOCK, input.codeId);
        const overLimit = await this.overLimitOf(m, input.codeId, email, before?.state === 'reserved' && before.codeId === input.codeId);
        if (overLimit) return { counted: false, overLimit, refused: true };
      }
      if (!before) await m.insert(DiscountRedemption, { codeId: input.codeId, orderId: input.orderId, state: 'released', overLimit: null });
      const claimed = await m
        .createQueryBuilder()
        .update(DiscountRedemption)
        .set({
          state: 'redeemed',
          codeId: input.codeId,
          email,
          amountCents: input.amountCents,
          discountCents: input.discountCents,
          redeemedAt: now,
        })
        .where("orderId = :orderId AND state <> 'redeemed'", { orderId: input.orderId })
        .execute();
      if (claimed.affected !== 1) {
        const row = await m.findOneBy(DiscountRedemption, { orderId: input.orderId });
        return { counted: !row?.overLimit, overLimit: row?.overLimit ?? null };
      }
      // The first write to the code row (PostgreSQL: locks it for the checks below).
      await m
        .createQueryBuilder()
        .update(DiscountCode)
        .set({
          revenueCents: () => '"revenueCents" + :amount',
          discountCents: () => '"discountCents" + :discount',
        })
        .where('id = :id', { id: input.codeId })
        .setParameters({ amount: input.amountCents, discount: input.discountCents })
        .execute();
      const code = await m.findOneBy(DiscountCode, { id: input.codeId });
      const held = before?.state === 'reserved' && before.codeId === input.codeId;
      const emailOk =
        !email ||
        !code ||
        code.maxUsesPerEmail === null ||
        (await this.usesByEmail(input.codeId, email, m, input.orderId)) < code.maxUsesPerEmail;
      let overLimit: OverLimitReason | null = emailOk ? null : 'max_uses_per_email';
      if (emailOk) {
        const counted = await m
          .createQueryBuilder()
          .update(DiscountCode)
          .set(held ? { uses: () => '"uses" + 1', reserved: () => '"reserved" - 1' } : { uses: () => '"uses" + 1' })
          // A held use is this order's own (others' holds don't count against it); it can
          // still fail if the owner lowered maxUses since.
          .where(`id = :id AND ("maxUses" IS NULL OR ${held ? '"uses"' : '"uses" + "reserved"'} < "maxUses")`, { id: input.codeId })
          .execute();
        if (counted.affected !== 1) overLimit = 'max_uses';
      }
      if (overLimit) {
        await m
          .createQueryBuilder()
          .update(DiscountCode)
          .set(
            held
              ? { overLimitUses: () => '"overLimitUses" + 1', reserved: () => '"reserved" - 1' }
              : { overLimitUses: () => '"overLimitUses" + 1' },
          )
          .where('id = :id', { id: input.codeId })
          .execute();
        await m.update(DiscountRedemption, { orderId: input.orderId }, { overLimit });
      }
      return { counted: overLimit === null, overLimit };
    });
    if (result.refused) throw result.overLimit === 'max_uses' ? usedUp() : emailLimit();
    return result;
  }

  /** Which limit one more use by `email` would pass (`held`: the order holds one of the uses), or null. */
  private async overLimitOf(m: EntityManager, codeId: number, email: string | null, held: boolean): Promise<OverLimitReason | null> {
    const code = await m.findOneBy(DiscountCode, { id: codeId });
    if (!code) return null;
    if (email && code.maxUsesPerEmail !== null && (await this.usesByEmail(codeId, email, m)) >= code.maxUsesPerEmail) {
      return 'max_uses_per_email';
    }
    if (code.maxUses !== null && (held ? code.uses : code.uses + code.reserved) >= code.maxUses) return 'max_uses';
    return null;
  }

  // -------------------------------------------------------------------------------------
  // Admin back office
  // -------------------------------------------------------------------------------------

  async listPage(page: PageRequest): Promise<Page<DiscountCode>> {
    return fetchPage(this.codes.createQueryBuilder('c'), 'c', page);
  }

  /**
   * Per code, what was refunded of the orders paid with it: what the refunded guides were
   * paid (their share of the code taken off), the figure the reports count. Read on
   * IDX_discount_redemptions_code_state and the order items' order index; codes without a
   * refund are absent.
   */
  async refundedCents(codeIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (codeIds.length === 0) return out;
    const rows: { codeId: number; cents: number | string | null }[] = await this.codes.query(
      positional(
        this.codes.manager.connection,
        `SELECT "r"."codeId" AS "codeId", SUM("oi"."paidCents") AS "cents"
           FROM "discount_redemptions" "r"
           JOIN "order_items" "oi" ON "oi"."orderId" = "r"."orderId"
          WHERE "r"."codeId" IN (${codeIds.map(() => '?').join(', ')}) AND "r"."state" = 'redeemed' AND "oi"."revokeReason" = 'refund'
          GROUP BY "r"."codeId"`,
      ),
      [...codeIds],
    );
    for (const r of rows) out.set(Number(r.codeId), Number(r.cents ?? 0));
    return out;
  }

  async findById(id: number): Promise<DiscountCode | null> {
    return this.codes.findOneBy({ id });
  }

  async create(input: CreateDiscountInput): Promise<DiscountCode> {
    const code = normalizeDiscountCode(input.code);
    if (await this.codes.existsBy({ code })) throw taken(code);
    try {
      const inserted = await this.codes.insert({
        code,
        kind: input.terms.kind,
        percentOff: input.terms.kind === 'percent' ? input.terms.percentOff : null,
        amountOffCents: input.terms.kind === 'fixed' ? input.terms.amountOffCents : null,
        guideSlugs: input.terms.guideSlugs && input.terms.guideSlugs.length > 0 ? input.terms.guideSlugs.join(',') : null,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        maxUses: input.maxUses,
        maxUsesPerEmail: input.maxUsesPerEmail,
        status: input.status,
      });
      return (await this.findById(Number(inserted.identifiers[0].id)))!;
    } catch (err) {
      // Two creations of one code at once: the unique index decides.
      if (err instanceof QueryFailedError && /UNIQUE|unique/.test(err.message)) throw taken(code);
      throw err;
    }
  }

  /** Pause/resume, dates and limits; null when there is no such code. */
  async update(id: number, input: UpdateDiscountInput): Promise<DiscountCode | null> {
    const found = await this.findById(id);
    if (!found) return null;
    const changes: Partial<DiscountCode> = {};
    for (const key of ['status', 'startsAt', 'endsAt', 'maxUses', 'maxUsesPerEmail'] as const) {
      if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    }
    const startsAt = changes.startsAt !== undefined ? changes.startsAt : found.startsAt;
    const endsAt = changes.endsAt !== undefined ? changes.endsAt : found.endsAt;
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new CommonError('validation_failed', 'endsAt must be after startsAt');
    }
    if (Object.keys(changes).length > 0) await this.codes.update({ id }, changes);
    return this.findById(id);
  }

  // -------------------------------------------------------------------------------------

  /** A new hold of a limited code by `client` counts against HOLDS_PER_CLIENT; refreshing its own does not. */
  private async countNewHold(codeId: number, orderId: number, client: string): Promise<void> {
    if (await this.holds(codeId, orderId)) return;
    const code = await this.codes.findOneBy({ id: codeId });
    // An unlimited code's hold keeps no one out.
    if (!code || code.maxUses === null) return;
    const verdict = await this.throttles.get('discount-holds', HOLDS_PER_CLIENT).consume(`${client}:${codeId}`);
    if (!verdict.allowed) throw heldTooOften();
  }

  private async holds(codeId: number, orderId: number): Promise<boolean> {
    return this.redemptions.existsBy({ codeId, orderId, state: 'reserved' });
  }

  private async activeReservations(codeId: number, now: Date): Promise<number> {
    return this.redemptions
      .createQueryBuilder('r')
      .where("r.codeId = :codeId AND r.state = 'reserved' AND r.expiresAt > :now", { codeId, now })
      .getCount();
  }

  /** Paid orders of `email` counted against the code (over-limit ones are not). */
  private async usesByEmail(codeId: number, email: string, m?: EntityManager, exceptOrderId?: number): Promise<number> {
    const qb = (m ? m.getRepository(DiscountRedemption) : this.redemptions)
      .createQueryBuilder('r')
      .where("r.codeId = :codeId AND r.email = :email AND r.state = 'redeemed' AND r.overLimit IS NULL", {
        codeId,
        email: email.trim().toLowerCase(),
      });
    if (exceptOrderId !== undefined) qb.andWhere('r.orderId <> :exceptOrderId', { exceptOrderId });
    return qb.getCount();
  }

  /** Holds past their time give their use back (each row once: a conditional update). */
  private async lapseExpired(m: EntityManager, codeId: number, now: Date): Promise<void> {
    const lapsed = await m
      .createQueryBuilder()
      .update(DiscountRedemption)
      .set({ state: 'lapsed' })
      .where("codeId = :codeId AND state = 'reserved' AND expiresAt <= :now", { codeId, now })
      .execute();
    const n = lapsed.affected ?? 0;
    if (n > 0) {
      await m
        .createQueryBuilder()
        .update(DiscountCode)
        .set({ reserved: () => '"reserved" - :n' })
        .where('id = :id', { id: codeId })
        .setParameter('n', n)
        .execute();
    }
  }

  private async releaseRow(m: EntityManager, row: DiscountRedemption): Promise<void> {
    const released = await m
      .createQueryBuilder()
      .update(DiscountRedemption)
      .set({ state: 'released' })
      .where("id = :id AND state = 'reserved'", { id: row.id })
      .execute();
    if (released.affected === 1) {
      await m
        .createQueryBuilder()
        .update(DiscountCode)
        .set({ reserved: () => '"reserved" - 1' })
        .where('id = :id', { id: row.codeId })
        .execute();
    }
  }
}

function usedUp(): DiscountError {
  return new DiscountError('discount_code_used_up', 'This discount code has been fully used.');
}

function heldTooOften(): DiscountError {
  return new DiscountError(
    'discount_code_held',
    'This code is already held by several unfinished checkouts from your connection. Please finish one of them or try again later.',
  );
}

function emailLimit(): DiscountError {
  return new DiscountError('discount_code_email_limit', 'You have already used this discount code.');
}

function taken(code: string): DiscountError {
  return new DiscountError('discount_code_taken', `The code ${code} already exists.`);
}
