/**
 * The guide library of the back office (GET /api/admin/guides, POST
 * /api/admin/guides/{slug}/editions): one declaration for the API's mapper and the admin
 * screen. Pure types and limits.
 */
import type { GuideSlug } from '../guide.types.js';

/** The 'what changed' note of an edition: required, at most this many characters. */
export const EDITION_NOTE_MAX = 500;
/** The multipart field that carries the PDF. */
export const EDITION_FILE_FIELD = 'file';

/**
 * Where the PDF buyers download comes from: an edition the owner uploaded, the generated
 * sample (no upload yet), a file put into storage/guides by hand, or none at all.
 */
export type GuideFileSource = 'upload' | 'sample' | 'file' | 'missing';

export interface GuideEditionInfo {
  edition: number;
  /** ISO 8601. */
  createdAt: string;
  note: string;
  size: number;
  pages: number;
  sha256: string;
  uploadedBy: string | null;
  /** Past buyers announced to (e-mails queued), null when nobody was told. */
  announced: number | null;
}

export interface GuideLibraryItem {
  slug: GuideSlug;
  number: string;
  title: string;
  source: GuideFileSource;
  /** The file buyers download now (null when there is none). */
  file: { size: number; pages: number; sha256: string } | null;
  /** The latest uploaded edition, null before the first upload. */
  current: GuideEditionInfo | null;
  /** Every uploaded edition, newest first. */
  editions: GuideEditionInfo[];
  /** Preview images of the current file (WebP, 300 px wide), pages 1-4. */
  previews: string[];
  /** Paid, not revoked order items of this guide. */
  sales: number;
  /** Downloads served (download log). */
  downloads: number;
  /** Distinct past buyers (e-mail addresses) a new edition can be announced to. */
  buyers: number;
}

export interface GuideLibrary {
  guides: GuideLibraryItem[];
  /** The largest PDF the server takes, in bytes. */
  maxBytes: number;
}

/** The answer of an upload and of an announcement. */
export interface EditionResult {
  guide: GuideLibraryItem;
  /** Announcement e-mails newly queued by this request (0 when not asked, or all queued before). */
  announced: number;
}
