import { type EnquiryKind, ENQUIRY_KINDS, NONE, NOT_SPECIFIED } from '@shared/enquiry-format';
import { formatShortDate, formatShortDateTime } from '@shared/plain-format';
import { admin } from '../../../theme/palette';
import type { AttachmentFile, ContactMessage, FormDetail } from '../api/types';

// ---------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------

/**
 * The buyer-facing number; an order never paid has none: its id, and why (a checkout left
 * unpaid, or one whose card was declined: the default filter shows those, not the former).
 */
export function orderLabel(order: { id: number; number: string | null; status: string }): string {
  if (order.number) return order.number;
  return `#${order.id} (${order.status === 'failed' ? 'payment failed' : 'unpaid'})`;
}

// ---------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Spec §2 Admin: short month, day, year, hour, minute — 'Mar 5, 2025, 3:07 PM'. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const d = toDate(value);
  return d ? formatShortDateTime(d) : fallback;
}

export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const d = toDate(value);
  return d ? formatShortDate(d) : fallback;
}

/** Unread messages: a warm tint beside the gold edge. */
export const UNREAD_BG = admin.unread;

// ---------------------------------------------------------------------------------------
// Enquiry kinds
// ---------------------------------------------------------------------------------------

export interface KindStyle {
  label: string;
  /** The dot beside the sender (and on the filter chip). */
  colour: string;
}

export const KIND_STYLES: Record<EnquiryKind, KindStyle> = {
  contact: { label: 'Contact', colour: admin.kind.contact },
  'tech-pack': { label: 'Tech pack', colour: admin.kind.techPack },
  production: { label: 'Production', colour: admin.kind.production },
  'brand-building': { label: 'Brand building', colour: admin.kind.brandBuilding },
};

const OTHER_KIND: KindStyle = { label: 'Message', colour: admin.kind.other };

export function isEnquiryKind(kind: unknown): kind is EnquiryKind {
  return typeof kind === 'string' && (ENQUIRY_KINDS as readonly string[]).includes(kind);
}

/** A message without a kind came from the general contact form. */
export function kindStyle(kind: unknown): KindStyle {
  if (kind == null || kind === '') return KIND_STYLES.contact;
  return isEnquiryKind(kind) ? KIND_STYLES[kind] : OTHER_KIND;
}

// ---------------------------------------------------------------------------------------
// Structured form fields
// ---------------------------------------------------------------------------------------

/** Shown in the card's header already: not repeated under 'Form details'. */
const HEADER_KEYS = new Set(['name', 'email', 'company', 'message', 'website']);

export interface FieldRow extends FormDetail {
  /** Nothing was entered ('Not specified', 'None'): shown muted. */
  empty: boolean;
}

/** The server's readable form (`details`) as rows, header fields left out. */
export function formFieldRows(message: Pick<ContactMessage, 'details'>): FieldRow[] {
  const details = Array.isArray(message.details) ? message.details : [];
  return details
    .filter((d) => d && typeof d === 'object' && !HEADER_KEYS.has(d.key))
    .map((d) => ({ key: d.key, label: d.label, value: d.value, empty: d.value === NOT_SPECIFIED || d.value === NONE }));
}

// ---------------------------------------------------------------------------------------
// Attachments
// ---------------------------------------------------------------------------------------

/** The last path segment of an address, without query or fragment: '/objects/uploads/ab12?x' → 'ab12'. */
export function lastPathSegment(address: string): string {
  const path = address.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 812 → '812 bytes', 1234 → '1.2 KB', 2516582 → '2.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface AttachmentLink {
  key: string;
  /** '/objects/uploads/{last segment of the stored address}' (spec §2). */
  href: string;
  name: string;
  /** '2.4 MB', or '' when the size is not known. */
  size: string;
}

function uploadHref(segment: string): string {
  return `/objects/uploads/${encodeURIComponent(segment)}`;
}

/**
 * One link per stored attachment: the addresses (spec §3) give the links; the server's
 * file records add each file's name and size. A record without a stored address is
 * listed too.
 */
export function attachmentLinks(message: Pick<ContactMessage, 'attachments' | 'attachmentFiles'>): AttachmentLink[] {
  const files: AttachmentFile[] = Array.isArray(message.attachmentFiles)
    ? message.attachmentFiles.filter((f) => f && typeof f === 'object')
    : [];
  const bySegment = new Map<string, AttachmentFile>();
  for (const f of files) {
    const segment = typeof f.url === 'string' && f.url ? lastPathSegment(f.url) : String(f.id ?? '');
    if (segment) bySegment.set(segment, f);
  }
  const links: AttachmentLink[] = [];
  const seen = new Set<string>();
  const add = (segment: string, file: AttachmentFile | undefined) => {
    if (!segment || seen.has(segment)) return;
    seen.add(segment);
    const name = typeof file?.name === 'string' && file.name.trim() ? file.name.trim() : segment;
    const size = typeof file?.size === 'number' && file.size > 0 ? formatBytes(file.size) : '';
    links.push({ key: segment, href: uploadHref(segment), name, size });
  };
  const addresses = Array.isArray(message.attachments)
    ? message.attachments.filter((a): a is string => typeof a === 'string' && a !== '')
    : [];
  for (const address of addresses) {
    const segment = lastPathSegment(address);
    add(segment, bySegment.get(segment));
  }
  for (const [segment, file] of bySegment) add(segment, file);
  return links;
}
