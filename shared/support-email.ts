/**
 * The web build is rendered with the default support address (./site.ts). The server bakes
 * the configured SUPPORT_EMAIL into every page at start-up (api/app.factory.ts replaces it),
 * and the web app reads it back from `<meta name="support-email">`.
 */
export { SUPPORT_EMAIL as DEFAULT_SUPPORT_EMAIL } from './site.js';
export const SUPPORT_EMAIL_META = 'support-email';
