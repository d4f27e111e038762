/**
 * The support address the web build is rendered with. The server bakes the configured
 * SUPPORT_EMAIL into every page at start-up (api/common/static-files.ts replaces this
 * address), and the web app reads it back from `<meta name="support-email">`.
 */
export const DEFAULT_SUPPORT_EMAIL = 'hello@threadwise.studio';
export const SUPPORT_EMAIL_META = 'support-email';
