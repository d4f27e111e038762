/** Public site constants shown in the UI (the support address is not fetched). */
export const SITE_NAME = 'Threadwise';
export const SUPPORT_EMAIL = 'hello@threadwise.studio';
