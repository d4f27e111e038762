/**
 * A local HTTP stub of the few Stripe API endpoints the shop calls, so that the Stripe
 * provider runs for real (the official `stripe` client, form-encoded requests, idempotency
 * keys, error bodies) without reaching the internet. Point STRIPE_API_BASE at `url`.
 *
 *   POST /v1/payment_intents              create (Idempotency-Key replays the first answer)
 *   POST /v1/payment_intents/:id          update (refused once succeeded/canceled)
 *   GET  /v1/payment_intents/:id          retrieve (latest_charge expanded)
 *   POST /v1/payment_intents/:id/capture  capture an authorised intent (capture_method=manual)
 *   POST /v1/payment_intents/:id/cancel   cancel (releases an authorisation; refused once succeeded)
 *   GET  /v1/refunds?charge=ch_...        list refunds of a charge
 *   POST /v1/refunds                      create (Idempotency-Key replays; never more than was paid)
 *
 * Tests drive the rest (a buyer paying, refunds) with the methods below, and build
 * webhook events with `event()`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STUB_SECRET_KEY = 'sk_test_threadwiseStub123';
export const STUB_PUBLISHABLE_KEY = 'pk_test_threadwiseStub123';
export const STUB_WEBHOOK_SECRET = 'whsec_threadwiseStubSecret123';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  latest_charge: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  capture_method: 'automatic' | 'manual';
  /** What may still be captured: the amount while authorised (requires_capture), else 0. */
  amount_capturable: number;
  amount_received: number;
  livemode: false;
  created: number;
}

export interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  currency: string;
  created: number;
}

export interface StripeStub {
  url: string;
  requests: StubRequest[];
  intents: Map<string, StubIntent>;
  /**
   * The buyer pays (with the client secret, as Stripe.js or a direct call would): the card is
   * charged with a receipt e-mail; an intent with capture_method=manual is only authorised
   * (requires_capture) until the shop captures it.
   */
  pay(id: string, email?: string | null): StubIntent;
  /** Sets any status (e.g. 'processing', 'requires_payment_method'). */
  setStatus(id: string, status: string): StubIntent;
  /** Refunds part of (or all of) the intent's charge; returns the charge as a charge.refunded event carries it. */
  refund(id: string, amount: number, metadata?: Record<string, string>): Record<string, unknown>;
  /** A dispute object on the intent's charge. */
  dispute(id: string, status: string): Record<string, unknown>;
  /** The intent's charge as a charge event carries it (amount_refunded so far). */
  chargeOf(id: string): Record<string, unknown>;
  /** Refunds created through the API (POST /v1/refunds), in order. */
  createdRefunds: StubRefund[];
  /**
   * Holds the answers of POST /v1/refunds (the refund is made at once, the answer waits)
   * until the returned function is called: to deliver the webhook before the answer.
   */
  holdRefundAnswers(): () => void;
  /** Makes every API call fail with 500 (to test an unreachable provider) or work again. */
  failAll(on: boolean): void;
  close(): Promise<void>;
}

let counter = 0;
const rid = (prefix: string) => `${prefix}_${(++counter).toString(36)}${randomBytes(8).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Request-Id': rid('req') });
  res.end(text);
}

function stripeError(res: ServerResponse, status: number, code: string, message: string): void {
  send(res, status, { error: { type: 'invalid_request_error', code, message } });
}

/** metadata[orderId]=1 -> { orderId: '1' } */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[([^\]]+)\]$/.exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
}

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  const intents = new Map<string, StubIntent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const charges = new Map<string, { id: string; intent: string; email: string | null; amount_refunded: number }>();
  const refunds = new Map<string, StubRefund[]>();
  const createdRefunds: StubRefund[] = [];
  const inFlight = new Set<string>();
  let refundGate: Promise<void> | null = null;
  let failing = false;

  function addRefund(pi: StubIntent, amount: number, metadata: Record<string, string>): StubRefund {
    const charge = charges.get(pi.latest_charge!)!;
    charge.amount_refunded += amount;
    const refund: StubRefund = {
      id: rid('re_stub'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: pi.id,
      status: 'succeeded',
      metadata,
      currency: pi.currency,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(charge.id, [...(refunds.get(charge.id) ?? []), refund]);
    return refund;
  }

  function chargeObject(chargeId: string): Record<string, unknown> {
    const c = charges.get(chargeId)!;
    const pi = intents.get(c.intent)!;
    return {
      id: c.id,
      object: 'charge',
      amount: pi.amount,
      amount_refunded: c.amount_refunded,
      refunded: c.amount_refunded >= pi.amount,
      captured: pi.status === 'succeeded',
      currency: pi.currency,
      payment_intent: pi.id,
      billing_details: { email: c.email },
      // Stripe's test Mastercard, paid through Google Pay.
      payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444', wallet: { type: 'google_pay' } } },
      status: 'succeeded',
      livemode: false,
    };
  }

  function expanded(pi: StubIntent): Record<string, unknown> {
    return { ...pi, latest_charge: pi.latest_charge ? chargeObject(pi.latest_charge) : null };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stub');
    const raw = await readBody(req);
    const form = new URLSearchParams(raw);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, form });

    if (failing) return send(res, 500, { error: { type: 'api_error', message: 'Stub failure' } });
    if (req.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }

    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname}|${key}` : null;
    if (replayKey && idempotent.has(replayKey)) {
      const { status, body } = idempotent.get(replayKey)!;
      return send(res, status, body);
    }
    const answer = (status: number, body: unknown) => {
      if (replayKey) idempotent.set(replayKey, { status, body });
      send(res, status, body);
    };
    // Like Stripe: the same key while its first request is still under way is a 409.
    if (replayKey && inFlight.has(replayKey)) {
      return send(res, 409, { error: { type: 'idempotency_error', code: 'idempotency_key_in_use', message: 'Key in use' } });
    }

    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = rid('pi_stub');
      const pi: StubIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: metadataOf(form),
        receipt_email: null,
        latest_charge: null,
        automatic_payment_methods: form.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
        capture_method: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
        amount_capturable: 0,
        amount_received: 0,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, pi);
      return answer(200, pi);
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const pi = intents.get(m[1]);
      if (!pi) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${m[1]}'`);
      if (req.method === 'GET') return send(res, 200, expanded(pi));
      if (req.method === 'POST') {
        if (['succeeded', 'canceled', 'processing', 'requires_capture'].includes(pi.status)) {
          return stripeError(
            res,
            400,
            'payment_intent_unexpected_state',
            `This PaymentIntent's amount could not be updated because it has a status of ${pi.status}.`,
          );
        }
        if (form.has('amount')) pi.amount = Number(form.get('amount'));
        pi.metadata = { ...pi.metadata, ...metadataOf(form) };
        return answer(200, pi);
      }
    }
    if (req.method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path))) {
      const pi = intents.get(m[1]);
      if (!pi) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${m[1]}'`);
      if (pi.status !== 'requires_capture') {
        return stripeError(
          res,
          400,
          'payment_intent_unexpected_state',
          `This PaymentIntent could not be captured because it has a status of ${pi.status}.`,
        );
      }
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      pi.amount_capturable = 0;
      return answer(200, pi);
    }
    if (req.method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path))) {
      const pi = intents.get(m[1]);
      if (!pi) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${m[1]}'`);
      if (['succeeded', 'canceled'].includes(pi.status)) {
        return stripeError(
          res,
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
        );
      }
      pi.status = 'canceled';
      pi.amount_capturable = 0;
      return answer(200, pi);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(form.get('payment_intent') ?? '');
      if (!pi) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${form.get('payment_intent')}'`);
      if (!pi.latest_charge || pi.status !== 'succeeded') {
        return stripeError(res, 400, 'payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.');
      }
      const charge = charges.get(pi.latest_charge)!;
      const amount = form.has('amount') ? Number(form.get('amount')) : pi.amount - charge.amount_refunded;
      if (charge.amount_refunded >= pi.amount)
        return stripeError(res, 400, 'charge_already_refunded', `Charge ${charge.id} has already been refunded.`);
      if (charge.amount_refunded + amount > pi.amount) {
        return stripeError(res, 400, 'amount_too_large', 'Refund amount is greater than unrefunded amount on charge');
      }
      const refund = addRefund(pi, amount, metadataOf(form));
      createdRefunds.push(refund);
      if (refundGate) {
        if (replayKey) inFlight.add(replayKey);
        await refundGate;
        if (replayKey) inFlight.delete(replayKey);
      }
      return answer(200, refund);
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const charge = url.searchParams.get('charge') ?? '';
      return send(res, 200, { object: 'list', url: '/v1/refunds', has_more: false, data: refunds.get(charge) ?? [] });
    }
    return stripeError(res, 404, 'unknown_route', `Unrecognized request URL (${req.method}: ${path}).`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { error: { type: 'api_error', message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const mustGet = (id: string) => {
    const pi = intents.get(id);
    if (!pi) throw new Error(`stub: no intent ${id}`);
    return pi;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    pay(id, email = null) {
      const pi = mustGet(id);
      const charge = { id: rid('ch_stub'), intent: id, email, amount_refunded: 0 };
      charges.set(charge.id, charge);
      if (pi.capture_method === 'manual') {
        pi.status = 'requires_capture';
        pi.amount_capturable = pi.amount;
      } else {
        pi.status = 'succeeded';
        pi.amount_received = pi.amount;
      }
      pi.latest_charge = charge.id;
      pi.receipt_email = email;
      return pi;
    },
    setStatus(id, status) {
      const pi = mustGet(id);
      pi.status = status;
      return pi;
    },
    refund(id, amount, metadata = {}) {
      const pi = mustGet(id);
      if (!pi.latest_charge) throw new Error('stub: refund of an unpaid intent');
      addRefund(pi, amount, metadata);
      return chargeObject(pi.latest_charge);
    },
    chargeOf(id) {
      const pi = mustGet(id);
      if (!pi.latest_charge) throw new Error('stub: no charge on an unpaid intent');
      return chargeObject(pi.latest_charge);
    },
    createdRefunds,
    holdRefundAnswers() {
      let release!: () => void;
      refundGate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        refundGate = null;
        release();
      };
    },
    dispute(id, status) {
      const pi = mustGet(id);
      return {
        id: rid('dp_stub'),
        object: 'dispute',
        amount: pi.amount,
        currency: pi.currency,
        charge: pi.latest_charge,
        payment_intent: pi.id,
        status,
        reason: 'fraudulent',
        livemode: false,
      };
    },
    failAll(on) {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event as Stripe sends it. */
export function stripeEvent(type: string, object: unknown, id = rid('evt_stub')): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** The Stripe-Signature header for a payload, made by the stripe package's own test helper. */
export function signPayload(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STUB_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
}

/** The env that runs the shop against this stub. */
export function stripeEnv(stub: Pick<StripeStub, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STUB_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: STUB_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
    STRIPE_API_BASE: stub.url,
  };
}
