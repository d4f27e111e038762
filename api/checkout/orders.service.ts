import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, LessThan, Not, type Repository, type SelectQueryBuilder } from 'typeorm';
import {
  cappedCount,
  type Count,
  encodeCursor,
  fetchPage,
  inBatches,
  indexed,
  type Page,
  type PageRequest,
  storedDate,
  whereCreatedBetween,
} from '../database/keyset.js';
import { lockAcrossProcesses } from '../database/process-lock.js';
import { positional } from '../database/raw-sql.js';
import type { GuideSlug } from '../../shared/catalogue.js';
import type { PricedCheckout } from './checkout-pricing.js';
import { OrderItem } from './order-item.entity.js';
import { Order, type OrderStatus } from './order.entity.js';
import { itemsToRevokeForRefund, type RefundFacts } from './revocation.js';

export type { Order, OrderStatus } from './order.entity.js';
export type { OrderItem, OrderItemKind } from './order-item.entity.js';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'refunded', 'disputed', 'failed'];

/** A guide someone may download: the paid order and its non-revoked item. */
export interface EntitledItem {
  order: Order;
  item: OrderItem;
}

/** How long a positive entitlement answer is reused (see OrdersService.entitled). */
export const ENTITLEMENT_CACHE_MS = 2000;

/**
 * Orders and their items (DESIGN §2). The one place that writes them; other modules use
 * the read methods (downloads: `findEntitledItem`, `findPaidItemsByEmail`).
 *
 * No explicit transaction (one SQLite connection: see DatabaseWriteQueue): every state
 * change here is one conditional statement (`... WHERE status = 'pending'`), whose
 * `affected` count tells the one caller that made the change; that is what makes
 * fulfilment and the receipt happen exactly once.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly items: Repository<OrderItem>,
  ) {}

  // -------------------------------------------------------------------------------------
  // Reads (also for other modules)
  // -------------------------------------------------------------------------------------

  /**
   * Positive answers of findEntitledItem, kept ENTITLEMENT_CACHE_MS: a buyer's repeated
   * downloads (a download manager's Range requests) cost no query. Only "entitled" is kept,
   * so a purchase counts at once; a refund or dispute clears the whole cache, so a
   * revocation counts at once too.
   */
  private readonly entitled = new Map<string, { at: number; found: EntitledItem }>();

  /**
   * On PostgreSQL another replica may refund or dispute an order, and no cache here would
   * hear of it: every answer comes from the database (one indexed query).
   */
  private get cachesEntitlements(): boolean {
    return this.items.manager?.connection?.options.type !== 'postgres';
  }

  /** A paid order among `orderIds` with a non-revoked item for `slug`, latest first. */
  async findEntitledItem(orderIds: readonly number[], slug: string, now = Date.now()): Promise<EntitledItem | null> {
    const ids = orderIds.filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return null;
    if (!this.cachesEntitlements) return this.queryEntitledItem(ids, slug);
    const key = `${slug}|${ids.join(',')}`;
    const cached = this.entitled.get(key);
    if (cached && now - cached.at < ENTITLEMENT_CACHE_MS) return cached.found;
    const found = await this.queryEntitledItem(ids, slug);
    if (found) {
      if (this.entitled.size >= 10_000) this.entitled.clear();
      this.entitled.set(key, { at: now, found });
    } else {
      this.entitled.delete(key);
    }
    return found;
  }

  private async queryEntitledItem(ids: number[], slug: string): Promise<EntitledItem | null> {
    // One query (findOne with a relation makes TypeORM run a second, DISTINCT one).
    const item = await this.items
      .createQueryBuilder('item')
      .innerJoinAndSelect('item.order', 'order')
      .where('item.orderId IN (:...ids)', { ids })
      .andWhere('item.guideSlug = :slug', { slug })
      .andWhere('item.revokedAt IS NULL')
      .andWhere("order.status = 'paid'")
      .orderBy('order.paidAt', 'DESC')
      .addOrderBy('order.id', 'DESC')
      .limit(1)
      .getOne();
    return item ? { order: item.order, item } : null;
  }

  /** Whether the order held the guide and it was taken back (a refund or a dispute). */
  async wasRevoked(orderId: number, slug: string): Promise<boolean> {
    return this.items.exists({ where: { orderId, guideSlug: slug, revokedAt: Not(IsNull()) } });
  }

  /**
   * What an account owns: paid orders linked to it (`orders.userId`), plus those of its
   * e-mail once that e-mail is verified, plus (read-only) the orders `sessionOrderIds` of
   * this browser session paid with that e-mail. Non-revoked items, latest first.
   */
  async findPaidItemsForAccount(
    account: { userId: number; email: string; emailVerified: boolean; sessionOrderIds?: readonly number[] },
    slug?: string,
  ): Promise<EntitledItem[]> {
    const qb = this.accountItems(account);
    if (slug !== undefined) qb.andWhere('item.guideSlug = :slug', { slug });
    const items = await qb.orderBy('order.paidAt', 'DESC').addOrderBy('order.id', 'DESC').addOrderBy('item.id', 'ASC').getMany();
    return items.map((item) => ({ order: item.order, item }));
  }

  /**
   * One page of findPaidItemsForAccount, newest payment first: keyset on (paidAt, item id),
   * so a buyer with hundreds of purchases gets them a page at a time. `cursor.createdAt`
   * carries the stored paidAt text.
   */
  async findPaidItemsPageForAccount(
    account: { userId: number; email: string; emailVerified: boolean; sessionOrderIds?: readonly number[] },
    page: PageRequest,
  ): Promise<Page<EntitledItem>> {
    const qb = this.accountItems(account);
    if (page.cursor)
      qb.andWhere('(order.paidAt, item.id) < (:cursorAt, :cursorId)', { cursorAt: page.cursor.createdAt, cursorId: page.cursor.id });
    qb.orderBy('order.paidAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(page.limit + 1);
    const { entities, raw } = await qb.getRawAndEntities<Record<string, unknown>>();
    const rows = entities.slice(0, page.limit).map((item) => ({ order: item.order, item }));
    if (entities.length <= page.limit) return { rows, nextCursor: null };
    const last = raw[page.limit - 1];
    return { rows, nextCursor: encodeCursor({ createdAt: storedDate(last.order_paidAt), id: Number(last.item_id) }) };
  }

  /** How many items findPaidItemsForAccount would list. */
  async countPaidItemsForAccount(account: {
    userId: number;
    email: string;
    emailVerified: boolean;
    sessionOrderIds?: readonly number[];
  }): Promise<number> {
    return this.accountItems(account).getCount();
  }

  /** Paid, non-revoked items an account owns (see findPaidItemsForAccount), with their orders. */
  private accountItems(account: { userId: number; email: string; emailVerified: boolean; sessionOrderIds?: readonly number[] }) {
    const email = normalizeEmail(account.email);
    const sessionIds = (account.sessionOrderIds ?? []).filter((id) => Number.isSafeInteger(id) && id > 0);
    const owned = ['order.userId = :userId'];
    if (account.emailVerified) owned.push('lower(order.email) = :email');
    if (sessionIds.length > 0) owned.push('(order.id IN (:...sessionIds) AND lower(order.email) = :email)');
    return this.items
      .createQueryBuilder('item')
      .innerJoinAndSelect('item.order', 'order')
      .where('item.revokedAt IS NULL')
      .andWhere("order.status = 'paid'")
      .andWhere(`(${owned.join(' OR ')})`, { userId: account.userId, email, sessionIds });
  }

  /**
   * Guide slugs with a paid, non-revoked item among the session's paid orders or the
   * account's (as findPaidItemsForAccount decides).
   */
  async findOwnedSlugs(owner: {
    sessionOrderIds: readonly number[];
    account: { userId: number; email: string; emailVerified: boolean } | null;
  }): Promise<Set<string>> {
    const ids = owner.sessionOrderIds.filter((id) => Number.isSafeInteger(id) && id > 0);
    const slugs = new Set<string>();
    if (ids.length > 0) {
      const rows = await this.items
        .createQueryBuilder('item')
        .innerJoin('item.order', 'order')
        .select('DISTINCT item.guideSlug', 'slug')
        .where('item.orderId IN (:...ids)', { ids })
        .andWhere('item.revokedAt IS NULL')
        .andWhere("order.status = 'paid'")
        .getRawMany<{ slug: string }>();
      for (const r of rows) slugs.add(r.slug);
    }
    if (owner.account) {
      for (const { item } of await this.findPaidItemsForAccount(owner.account)) slugs.add(item.guideSlug);
    }
    return slugs;
  }

  /**
   * Links paid orders of this browser session to an account, only those paid with the
   * account's e-mail and not yet linked. Returns how many were linked.
   */
  async linkToAccount(orderIds: readonly number[], userId: number, email: string): Promise<number> {
    const ids = orderIds.filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return 0;
    const res = await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ userId })
      .where('id IN (:...ids) AND status = :paid AND lower(email) = :email AND userId IS NULL', {
        ids,
        paid: 'paid',
        email: normalizeEmail(email),
      })
      .execute();
    return res.affected ?? 0;
  }

  /** Paid orders of `email` (case-insensitive) with a non-revoked item for `slug` (any guide when omitted), latest first. */
  async findPaidItemsByEmail(email: string, slug?: string): Promise<EntitledItem[]> {
    const qb = this.items
      .createQueryBuilder('item')
      .innerJoinAndSelect('item.order', 'order')
      .where('item.revokedAt IS NULL')
      .andWhere("order.status = 'paid' AND lower(order.email) = :email", { email: normalizeEmail(email) });
    if (slug !== undefined) qb.andWhere('item.guideSlug = :slug', { slug });
    const items = await qb.orderBy('order.paidAt', 'DESC').addOrderBy('order.id', 'DESC').addOrderBy('item.id', 'ASC').getMany();
    return items.map((item) => ({ order: item.order, item }));
  }

  async findById(id: number): Promise<Order | null> {
    return this.orders.findOne({ where: { id }, relations: { items: true }, order: { items: { id: 'ASC' } } });
  }

  async findByPaymentIntent(paymentIntentId: string): Promise<Order | null> {
    return this.orders.findOne({ where: { paymentIntentId }, relations: { items: true }, order: { items: { id: 'ASC' } } });
  }

  // -------------------------------------------------------------------------------------
  // Admin back office (api/admin): keyset pages, counts and export batches, read-only
  // -------------------------------------------------------------------------------------

  /** One page of orders with their items, newest first. */
  async listPage(filter: OrderFilter, page: PageRequest): Promise<Page<Order>> {
    const found = await fetchPage(this.filtered(filter), 'o', page);
    return { rows: await this.withItems(found.rows), nextCursor: found.nextCursor };
  }

  /** Every matching order with its items, newest first, in batches (CSV export). */
  async *exportBatches(filter: OrderFilter): AsyncGenerator<Order[]> {
    for await (const rows of inBatches(() => this.filtered(filter), 'o')) yield await this.withItems(rows);
  }

  /** Exact from the counter table for a status filter alone; capped otherwise. */
  async count(filter: OrderFilter): Promise<Count> {
    if (filter.guide || filter.from || filter.to || filter.search) return cappedCount(this.filtered(filter));
    const status = filter.status ?? LISTED;
    const where = status === 'all' ? '' : status === LISTED ? `WHERE "status" <> 'pending'` : 'WHERE "status" = ?';
    const [row]: { n: number | null }[] = await this.orders.query(
      positional(this.orders.manager.connection, `SELECT SUM("n") AS "n" FROM "order_counts" ${where}`),
      where.endsWith('?') ? [status] : [],
    );
    return { count: Number(row?.n ?? 0), exact: true };
  }

  private filtered(filter: OrderFilter): SelectQueryBuilder<Order> {
    const qb = this.orders.createQueryBuilder('o');
    const status = filter.status ?? LISTED;
    const plus = indexed(!filter.search, qb);
    // Without a search, matches the partial index IDX_orders_listed word for word.
    if (status === LISTED) qb.andWhere(`${plus}o.status <> 'pending'`);
    else if (status !== 'all') qb.andWhere(`${plus}o.status = :status`, { status });
    // Checked per order while the list index is walked in order: a page stops after 51 hits.
    if (filter.guide) {
      qb.andWhere('EXISTS (SELECT 1 FROM "order_items" "gi" WHERE "gi"."orderId" = o.id AND "gi"."guideSlug" = :guide)', {
        guide: filter.guide,
      });
    }
    whereCreatedBetween(qb, 'o', filter.from, filter.to, !filter.search);
    if (filter.search) {
      const email = normalizeEmail(filter.search);
      // An e-mail address from its start (the e-mail index, as a range).
      const byEmail = 'o.email >= :emailFrom AND o.email < :emailTo';
      const seq = orderSeqOf(filter.search);
      qb.andWhere(seq === null ? byEmail : `(o.numberSeq = :seq OR (${byEmail}))`, {
        emailFrom: email,
        emailTo: `${email}\u{10ffff}`,
        seq,
      });
    }
    return qb;
  }

  /** The items of these orders, one query, attached in id order. */
  private async withItems(orders: Order[]): Promise<Order[]> {
    if (orders.length === 0) return orders;
    const items = await this.items.find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { id: 'ASC' } });
    const byOrder = new Map<number, OrderItem[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    for (const order of orders) order.items = byOrder.get(order.id) ?? [];
    return orders;
  }

  // -------------------------------------------------------------------------------------
  // Checkouts never paid (PendingOrdersPurge)
  // -------------------------------------------------------------------------------------

  /** Pending orders created before `cutoff`, oldest first. */
  async findStalePending(cutoff: Date, limit: number): Promise<Order[]> {
    return this.orders.find({
      where: { status: 'pending', createdAt: LessThan(cutoff) },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  /** Deletes a still-pending order and its items; false when it has moved on meanwhile. */
  async deletePending(orderId: number): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .delete()
      .from(Order)
      .where('id = :id AND status = :pending', { id: orderId, pending: 'pending' })
      .execute();
    return result.affected === 1;
  }

  // -------------------------------------------------------------------------------------
  // Checkout
  // -------------------------------------------------------------------------------------

  /** A new pending order with its items; its number comes when it is paid (markPaid). */
  async createPending(priced: PricedCheckout, provider: Order['provider']): Promise<Order> {
    const inserted = await this.orders.insert({
      status: 'pending',
      guideSlug: priced.guide.slug,
      amountCents: priced.totalCents,
      currency: priced.currency,
      provider,
      ...discountColumns(priced),
    });
    const id = Number(inserted.identifiers[0].id);
    await this.insertItems(id, priced);
    return (await this.findById(id))!;
  }

  /**
   * New upsells for a pending order: items and amount follow the new selection. Only a
   * pending order changes; false when it has moved on (paid, failed...).
   */
  async repricePending(orderId: number, priced: PricedCheckout): Promise<boolean> {
    const moved = await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ amountCents: priced.totalCents, ...discountColumns(priced) })
      .where('id = :id AND status = :pending', { id: orderId, pending: 'pending' })
      .execute();
    if (moved.affected !== 1) return false;
    const keep = priced.items.map((i) => i.slug);
    await this.items
      .createQueryBuilder()
      .delete()
      .from(OrderItem)
      .where('orderId = :orderId AND guideSlug NOT IN (:...keep)', { orderId, keep })
      .execute();
    const existing = await this.items.findBy({ orderId });
    // Kept items take their new share of the discount (it depends on the whole selection).
    for (const item of existing) {
      const now = priced.items.find((i) => i.slug === item.guideSlug);
      if (now && (now.discountCents !== item.discountCents || now.paidCents !== item.paidCents)) {
        await this.items.update({ id: item.id }, { discountCents: now.discountCents, paidCents: now.paidCents });
      }
    }
    await this.insertItems(orderId, priced, new Set(existing.map((i) => i.guideSlug)));
    return true;
  }

  async setPaymentIntent(orderId: number, paymentIntentId: string): Promise<void> {
    await this.orders.update({ id: orderId }, { paymentIntentId });
  }

  private async insertItems(orderId: number, priced: PricedCheckout, skip: ReadonlySet<string> = new Set()): Promise<void> {
    const rows = priced.items
      .filter((i) => !skip.has(i.slug))
      .map((i) => ({
        orderId,
        guideSlug: i.slug,
        kind: i.kind,
        priceCents: i.priceCents,
        discountCents: i.discountCents,
        paidCents: i.paidCents,
        revokedAt: null,
        revokeReason: null,
      }));
    if (rows.length > 0) await this.items.createQueryBuilder().insert().into(OrderItem).values(rows).orIgnore().execute();
  }

  // -------------------------------------------------------------------------------------
  // Payment outcome
  // -------------------------------------------------------------------------------------

  /**
   * pending (or failed: a later attempt on the same intent succeeded) -> paid. True for
   * exactly one caller. The e-mail is recorded when the order has none. The order number
   * is the next in sequence, taken in the same statement, so paid orders are numbered
   * without gaps: one writer at a time in SQLite; on PostgreSQL the statement runs under a
   * lock that every replica takes for numbering (a MAX()+1 of two transactions would clash).
   */
  async markPaid(orderId: number, email: string | null, now = new Date()): Promise<boolean> {
    if (this.orders.manager.connection.options.type !== 'postgres') return this.markPaidWith(this.orders.manager, orderId, email, now);
    return this.orders.manager.transaction(async (m) => {
      await lockAcrossProcesses(m, 'order-number');
      return this.markPaidWith(m, orderId, email, now);
    });
  }

  private async markPaidWith(m: EntityManager, orderId: number, email: string | null, now: Date): Promise<boolean> {
    const nextSeq = '(SELECT COALESCE(MAX("numberSeq"), 0) + 1 FROM "orders")';
    // orderNumberFor in SQL: 'TW-' and at least six digits.
    const number =
      m.connection.options.type === 'postgres'
        ? `'TW-' || lpad(CAST(${nextSeq} AS text), GREATEST(6, length(CAST(${nextSeq} AS text))), '0')`
        : `printf('TW-%06d', ${nextSeq})`;
    const qb = m
      .createQueryBuilder()
      .update(Order)
      .set({
        status: 'paid',
        paidAt: now,
        numberSeq: () => `COALESCE("numberSeq", ${nextSeq})`,
        number: () => `COALESCE("number", ${number})`,
        ...(email ? { email: () => 'COALESCE("email", :email)' } : {}),
      })
      .where('id = :id AND status IN (:...from)', { id: orderId, from: ['pending', 'failed'] satisfies OrderStatus[] });
    if (email) qb.setParameter('email', normalizeEmail(email));
    const result = await qb.execute();
    return result.affected === 1;
  }

  /** Records the purchase e-mail when the order has none yet. */
  async recordEmail(orderId: number, email: string): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ email: normalizeEmail(email) })
      .where('id = :id AND email IS NULL', { id: orderId })
      .execute();
    return result.affected === 1;
  }

  /** pending -> failed (the payment attempt was declined). */
  async markFailed(orderId: number): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ status: 'failed' })
      .where('id = :id AND status = :pending', { id: orderId, pending: 'pending' })
      .execute();
    return result.affected === 1;
  }

  /** Marks the receipt of a paid order with an e-mail as sent (queued): true for exactly one caller. */
  async claimReceipt(orderId: number, now = new Date()): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ receiptSentAt: now })
      .where("id = :id AND status = 'paid' AND email IS NOT NULL AND receiptSentAt IS NULL", { id: orderId })
      .execute();
    return result.affected === 1;
  }

  // -------------------------------------------------------------------------------------
  // Refunds and disputes (per item)
  // -------------------------------------------------------------------------------------

  /** Revokes what a refund takes away (see revocation.ts); a fully revoked paid order becomes 'refunded'. */
  async applyRefund(orderId: number, facts: Omit<RefundFacts, 'orderAmountCents'>, now = new Date()): Promise<number[]> {
    this.entitled.clear();
    const order = await this.findById(orderId);
    if (!order) return [];
    const ids = itemsToRevokeForRefund(order.items, { ...facts, orderAmountCents: order.amountCents });
    if (ids.length > 0) {
      await this.items
        .createQueryBuilder()
        .update(OrderItem)
        .set({ revokedAt: now, revokeReason: 'refund' })
        .where('id IN (:...ids) AND revokedAt IS NULL', { ids })
        .execute();
    }
    const remaining = await this.items.countBy({ orderId, revokedAt: IsNull() });
    if (remaining === 0) {
      await this.orders
        .createQueryBuilder()
        .update(Order)
        .set({ status: 'refunded' })
        .where('id = :id AND status = :paid', { id: orderId, paid: 'paid' })
        .execute();
    }
    this.entitled.clear();
    return ids;
  }

  /**
   * A refund of these items succeeded: each is revoked (once: only a non-revoked item
   * changes), and a paid order with nothing left becomes 'refunded'. Idempotent.
   */
  async revokeForRefund(orderId: number, itemIds: readonly number[], now = new Date()): Promise<void> {
    this.entitled.clear();
    if (itemIds.length > 0) {
      await this.items
        .createQueryBuilder()
        .update(OrderItem)
        .set({ revokedAt: now, revokeReason: 'refund' })
        .where('orderId = :orderId AND id IN (:...ids) AND revokedAt IS NULL', { orderId, ids: [...itemIds] })
        .execute();
    }
    const remaining = await this.items.countBy({ orderId, revokedAt: IsNull() });
    if (remaining === 0) {
      await this.orders
        .createQueryBuilder()
        .update(Order)
        .set({ status: 'refunded' })
        .where('id = :id AND status = :paid', { id: orderId, paid: 'paid' })
        .execute();
    }
    this.entitled.clear();
  }

  /** A dispute opened: every item is revoked and the order is 'disputed'. */
  async applyDisputeOpened(orderId: number, now = new Date()): Promise<void> {
    this.entitled.clear();
    await this.items
      .createQueryBuilder()
      .update(OrderItem)
      .set({ revokedAt: now, revokeReason: 'dispute' })
      .where('orderId = :orderId AND revokedAt IS NULL', { orderId })
      .execute();
    await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ status: 'disputed' })
      .where('id = :id AND status = :paid', { id: orderId, paid: 'paid' })
      .execute();
    this.entitled.clear();
  }

  /** A dispute won: what the dispute revoked comes back and the order is 'paid' again. */
  async applyDisputeWon(orderId: number): Promise<void> {
    await this.items
      .createQueryBuilder()
      .update(OrderItem)
      .set({ revokedAt: null, revokeReason: null })
      .where("orderId = :orderId AND revokeReason = 'dispute'", { orderId })
      .execute();
    const remaining = await this.items.countBy({ orderId, revokedAt: IsNull() });
    await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ status: remaining > 0 ? 'paid' : 'refunded' })
      .where('id = :id AND status = :disputed', { id: orderId, disputed: 'disputed' })
      .execute();
  }
}

/** The discount code columns of an order priced with or without one. */
function discountColumns(priced: PricedCheckout): Pick<Order, 'discountCodeId' | 'discountCode' | 'discountCents'> {
  return {
    discountCodeId: priced.discount?.codeId ?? null,
    discountCode: priced.discount?.code ?? null,
    discountCents: priced.discount?.discountCents ?? 0,
  };
}

/** What the admin's order list can be narrowed to (every filter index-backed). */
export interface OrderFilter {
  /** Default LISTED: every order but checkouts never paid; 'all' includes those. */
  status?: OrderStatus | 'all' | typeof LISTED;
  /** Orders that include this guide, as main guide or add-on. */
  guide?: GuideSlug;
  /** Inclusive UTC days, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  /** An order number ('TW-000042', '42') or the start of an e-mail address. */
  search?: string;
}

/** The default order view: pending checkouts left out. */
export const LISTED = 'listed';

/** 'TW-000042', 'tw42', '42' → 42; null for anything else. */
export function orderSeqOf(text: string): number | null {
  const m = /^(?:tw-?)?0*(\d{1,12})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}

/** Purchase e-mails are stored trimmed and lower-cased, and compared that way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
