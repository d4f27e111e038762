/**
 * The shop's name and public contact, shown in the UI, the share images and the
 * structured data. Pure: imported by the API and the web app.
 */
export const SITE_NAME = 'Threadwise';
export const SUPPORT_EMAIL = 'hello@threadwise.studio';
export const TAGLINE = 'Master textiles, one thread at a time.';
/** The home page's promise (its title) and who the shop is for. */
export const SITE_HEADLINE = 'Your complete fashion brand partner';
export const SITE_DESCRIPTION =
  'Fabric guides, brand building, tech packs and garment production for fashion brand founders. Master textiles, one thread at a time.';
