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
