/**
 * Build-time pre-rendering (scripts/prerender.mjs): renders one page of the app to HTML
 * in Node, with its MUI (emotion) styles, so the browser paints the page before any
 * JavaScript has run; main.tsx then hydrates it. Only used at build time, never served.
 */
import type { EmotionCache } from '@emotion/cache';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/App';
import { type PageId, prerenderedPaths } from '@shared/routes';
import { AppRoutes } from './app/routes';
import { collectPageMeta, type PageMeta } from './lib/usePageMeta';
import { escapeHtml } from '@shared/html';
import { inkA, tint } from './theme/palette';
import { createStyleCache, prerenderedStyleTag } from './theme/style-cache';

// For the build scripts (scripts/prerender.mjs, scripts/share-images.mjs): the catalogue
// and the page metadata rules come from the same shared modules as the app's.
export { ACCENTS, GUIDES } from '@shared/catalogue';
export { formatPrice } from '@shared/pricing';
export { headTags, headTagsHtml, LOGO_IMAGE, SHARE_CARDS, SHARE_IMAGE, shareImagePath } from '@shared/seo';
export { escapeHtml } from '@shared/html';
export { SITE_HEADLINE, SITE_NAME, TAGLINE } from '@shared/site';
export { brand } from './theme/palette';

const f = (name: string) => [`src/features/${name}.tsx`];
/** Each pre-rendered page's lazy modules (Vite manifest keys, for its modulepreload links). */
const PAGE_SOURCES: Partial<Record<PageId, string[]>> = {
  home: f('home/HomePage'),
  guides: f('guides/GuidesPage'),
  guide: f('guides/GuideDetailPage'),
  checkout: f('checkout/CheckoutPage'),
  about: f('about/AboutPage'),
  login: f('account/LoginPage'),
  contact: f('contact/ContactPage'),
  techPack: f('contact/TechPackPage'),
  production: f('contact/ProductionPage'),
  brandBuilding: f('contact/BrandBuildingPage'),
  landingV1: ['src/components/layout/SideMenuLayout.tsx', ...f('landing-v1/LandingV1Page')],
  terms: f('legal/LegalPage'),
  privacy: f('legal/LegalPage'),
  refundPolicy: f('legal/LegalPage'),
  imprint: f('legal/LegalPage'),
};

/** The pages pre-rendered at build time (shared/routes.ts says which). */
export function prerenderTargets(): { path: string; sources: string[]; noScriptHtml: string }[] {
  return prerenderedPaths().map(({ path, id, noScriptNotice }) => {
    const sources = PAGE_SOURCES[id];
    if (!sources) throw new Error(`Pre-rendered page '${id}' has no sources in PAGE_SOURCES`);
    return { path, sources, noScriptHtml: noScriptNotice ? noScriptBanner(noScriptNotice) : '' };
  });
}

/**
 * The <noscript> notice of a pre-rendered page whose action needs JavaScript: a bar above
 * the page in the shop's warning colours (inline styles: it must look right with no script
 * and no stylesheet but the page's own).
 */
function noScriptBanner(text: string): string {
  const style = [
    `background:${tint.warning}`,
    `color:${tint.warningText}`,
    `border-bottom:1px solid ${inkA[10]}`,
    'margin:0',
    'padding:12px 16px',
    'text-align:center',
    'font:600 15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif',
  ].join(';');
  return `<noscript><p role="status" style='${style}'>${escapeHtml(text)}</p></noscript>`;
}

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** One <style data-emotion="css …"> tag (the styles the markup uses); emotion on the client adopts it (no re-insert). */
  styleTag: string;
  /** Title, description and path the page sets with usePageMeta. */
  meta: PageMeta | null;
}

/**
 * No progressive chunking: React would move large finished Suspense boundaries out of
 * place and put them back with an inline script, which the CSP (script-src 'self') blocks.
 */
const PRERENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY };

function tree(url: string, cache: EmotionCache) {
  return (
    <StrictMode>
      <AppShell styleCache={cache}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </StrictMode>
  );
}

/** The browser's cache (the same options) adopts these styles. */
function serverCache(): EmotionCache {
  const cache = createStyleCache();
  // Compat mode: styles go to cache.inserted (collected below), not to inline <style> tags.
  cache.compat = true;
  return cache;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const cache = serverCache();
  const stopMeta = collectPageMeta();
  let meta: PageMeta | null = null;
  try {
    const { prelude } = await prerender(tree(url, cache), PRERENDER_OPTIONS);
    const html = await new Response(prelude).text();
    meta = stopMeta();
    return { html, styleTag: prerenderedStyleTag(cache, html), meta };
  } finally {
    if (meta === null) stopMeta();
  }
}
