/** Public site constants shown in the UI (the support address is not fetched). */
export { SITE_NAME, SUPPORT_EMAIL } from '@shared/site';
