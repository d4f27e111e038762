import type { EnquiryKind } from '@shared/enquiry-format';
import { apiRequest } from '../../../lib/api-client';

/** A structured form value as the server stores it in `contact_messages.fields`. */
export type EnquiryFieldValue = string | boolean | string[];

/** An attachment as the production form's upload control gives it (spec §3 'Uploaded file record'). */
export interface AttachmentRecord {
  name: string;
  url: string;
  size: number;
}

/**
 * Body of POST /api/contact. `attachments` differs per form (spec §7): tech-pack sends
 * URL strings, production the file records, brand-building address strings, contact [].
 */
export interface EnquiryPayload {
  name: string;
  email: string;
  company: string;
  /** The folded text (see @shared/enquiry-format). */
  message: string;
  attachments: string[] | AttachmentRecord[];
  kind: EnquiryKind;
  fields: Record<string, EnquiryFieldValue>;
  /** Honeypot: always sent, normally ''. */
  website: string;
}

/** Sends one enquiry. The response is not read (spec §7); a non-OK answer throws ApiError. */
export async function submitEnquiry(payload: EnquiryPayload): Promise<void> {
  await apiRequest('POST', '/api/contact', payload);
}

/** Strings trimmed, booleans and string lists kept: the structured copy of a form for `fields`. */
export function toFields(values: object): Record<string, EnquiryFieldValue> {
  const out: Record<string, EnquiryFieldValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'website') continue;
    if (typeof value === 'string') out[key] = value.trim();
    else if (typeof value === 'boolean') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}
