/** Wire types of the download history (issue 14 item 5). Pure types. */

/** One download of the buyer's, as /account shows it (IP address truncated). */
export interface OwnDownload {
  id: number;
  at: string;
  guideSlug: string;
  /** '203.0.113.x', '2001:db8:85a3:x', or null when unknown. */
  ip: string | null;
}

/** GET /api/account/downloads?cursor= : the buyer's downloads, newest first. */
export interface OwnDownloadsResponse {
  downloads: OwnDownload[];
  nextCursor: string | null;
}

/** One download of an order, as the owner sees it. */
export interface OrderDownload {
  id: number;
  at: string;
  guideSlug: string;
  /** How it was allowed: the paying session, a logged-in owner, or a signed link. */
  via: 'session' | 'account' | 'link';
  ip: string | null;
  userAgent: string | null;
  bytes: number;
}

/** GET /api/admin/orders/:id/downloads?cursor= */
export interface OrderDownloadsResponse {
  downloads: OrderDownload[];
  nextCursor: string | null;
}

/** Downloads per page of both lists. */
export const DOWNLOADS_PAGE_SIZE = 20;
