import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that browsers the build targets (es2022: Chrome and Edge 94+, Firefox 93+,
 * Safari 16.4+) still need with a -webkit- prefix: user-select and text-size-adjust in
 * Safari, backdrop-filter in Safari before 18, mask-* in Chrome before 120,
 * print-color-adjust in Chrome, background-clip: text, box-decoration-break, hyphens.
 * MUI's buttons ask for color-adjust (the old name) when printed: Chrome reads it as
 * -webkit-print-color-adjust.
 */
const STILL_PREFIXED = new Set([
  'user-select',
  'text-size-adjust',
  'backdrop-filter',
  'print-color-adjust',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/**
 * In place of emotion's default prefixer, which writes every flex, transform, transition and
 * placeholder rule two to four times for browsers of ten years ago (a quarter of the CSS a
 * pre-rendered page carries): only the properties above get their -webkit- copy.
 */
const currentPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (STILL_PREFIXED.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
  else if (element.props === 'color-adjust') element.return = `-webkit-print-${element.value}${element.value}`;
};

/**
 * The shop's emotion cache, the same in the browser and when pre-rendering. The key stays
 * 'css' (emotion's default): the browser's cache adopts the pre-rendered <style> tag.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [currentPrefixes] });
}

/** The class names (`css-…`) the markup's class attributes carry. */
function classTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const token of value.split(/\s+/)) if (token) tokens.add(token);
  return tokens;
}

/**
 * The <style> tag of a pre-rendered page: every style the render inserted into `cache`,
 * less the class rules no element of `html` carries.
 *
 * Emotion inserts a class for each styled layer of a component: MUI's Link is a styled
 * Typography, a Button a styled ButtonBase, and the inner layer merges the outer class's
 * styles into a class of its own, the only one the element carries. The outer class's rules
 * are dead weight in the page (a quarter of its CSS: a Button's hover, focus and disabled
 * states twice over), and so are those of a Suspense fallback the render replaced. They
 * are left out of the tag and out of its list of names, so the browser's emotion inserts
 * them itself if it ever renders them. Global styles and keyframes (no class of their own)
 * are always kept.
 */
export function prerenderedStyleTag(cache: EmotionCache, html: string): string {
  const used = classTokens(html);
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const className = `${cache.key}-${name}`;
    if (rules.includes(`.${className}`) && !used.has(className)) continue;
    names.push(name);
    css += rules;
  }
  return `<style data-emotion="${cache.key} ${names.join(' ')}">${css}</style>`;
}
