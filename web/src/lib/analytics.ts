/**
 * Purchase analytics (spec §7): Google Analytics (gtag.js) and the Meta pixel.
 *
 * Nothing third-party is loaded unless /api/config names a measurement or pixel id, and
 * no inline script is used (the CSP forbids them): the loader stubs are defined here and
 * the vendor scripts are added as script elements from code.
 */

export interface AnalyticsIds {
  gaMeasurementId: string | null;
  metaPixelId: string | null;
}

export interface PurchaseItem {
  id: string;
  name: string;
  priceCents: number;
}

export interface PurchaseEvent {
  transactionId: string;
  valueCents: number;
  /** The main guide first, then the upsells. */
  items: PurchaseItem[];
}

type Command = (...args: unknown[]) => void;

interface PixelFunction extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: PixelFunction;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: PixelFunction;
    _fbq?: PixelFunction;
  }
}

const CURRENCY = 'USD';
const ITEM_CATEGORY = 'Fabric Guide';
/** Only well-formed ids ever reach a script URL. */
const GA_ID = /^(G|AW|UA|GT|DC)-[A-Z0-9-]{4,30}$/i;
const PIXEL_ID = /^\d{5,20}$/;

let gaId: string | null = null;
let pixelReady = false;

function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function initGoogle(id: string): void {
  if (gaId) return;
  gaId = id;
  window.dataLayer = window.dataLayer || [];
  if (!window.gtag) {
    // gtag.js reads the Arguments objects themselves from the data layer.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  window.gtag('js', new Date());
  window.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function initPixel(id: string): void {
  if (pixelReady) return;
  pixelReady = true;
  if (!window.fbq) {
    // The pixel's own loader stub: calls are queued until fbevents.js takes over.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as PixelFunction;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    if (!window._fbq) window._fbq = fbq;
  }
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  window.fbq('init', id);
  window.fbq('track', 'PageView');
}

/** Loads gtag.js and / or the pixel for the ids that are configured. Safe to call often. */
export function initAnalytics(ids: AnalyticsIds): void {
  if (typeof window === 'undefined') return;
  if (ids.gaMeasurementId && GA_ID.test(ids.gaMeasurementId)) initGoogle(ids.gaMeasurementId);
  if (ids.metaPixelId && PIXEL_ID.test(ids.metaPixelId)) initPixel(ids.metaPixelId);
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** The conversion report, the GA 'purchase' event and the pixel 'Purchase' event. */
export function trackPurchase({ transactionId, valueCents, items }: PurchaseEvent): void {
  const value = dollars(valueCents);
  if (gaId && window.gtag) {
    window.gtag('event', 'conversion', {
      send_to: gaId,
      value,
      currency: CURRENCY,
      transaction_id: transactionId,
    });
    window.gtag('event', 'purchase', {
      transaction_id: transactionId,
      value,
      currency: CURRENCY,
      items: items.map((item) => ({
        item_id: item.id,
        item_name: item.name,
        item_category: ITEM_CATEGORY,
        price: dollars(item.priceCents),
        quantity: 1,
      })),
    });
  }
  if (pixelReady && window.fbq) {
    window.fbq('track', 'Purchase', {
      content_name: items[0]?.name ?? '',
      content_type: 'product',
      content_ids: items.map((item) => item.id),
      contents: items.map((item) => ({ id: item.id, quantity: 1, item_price: dollars(item.priceCents) })),
      // The main guide plus each upsell.
      num_items: items.length,
      value,
      currency: CURRENCY,
    });
  }
}

/** The pixel 'Download' event for a guide's PDF, when the pixel exists. */
export function trackDownload(title: string): void {
  if (!pixelReady || !window.fbq) return;
  window.fbq('trackCustom', 'Download', { content_name: title, content_type: 'product' });
}
