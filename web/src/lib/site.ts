import { SUPPORT_EMAIL as DEFAULT_SUPPORT_EMAIL } from '@shared/site';
import { SUPPORT_EMAIL_META } from '@shared/support-email';

/** Public site constants shown in the UI. */
export { SITE_NAME } from '@shared/site';

/**
 * The shop's SUPPORT_EMAIL: the server writes it into every page's
 * `<meta name="support-email">` (and into the pre-rendered text), so the first render and
 * hydration agree without a request. The default while pre-rendering.
 */
export const SUPPORT_EMAIL: string =
  (typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`)?.content) ||
  DEFAULT_SUPPORT_EMAIL;
