/** Wire types of the enquiry route POST /api/contact (spec §3 'Contact request'). Pure types: used by the API and the web. */
import type { EnquiryKind } from '../enquiry-format.js';

/** One value of a structured form: a string, a checkbox or a list of choices. */
export type FormFieldValue = string | boolean | string[];

/** A structured form as sent (kept in contact_messages.fields). */
export type FormFields = Record<string, FormFieldValue>;

/** Spec §3 'Uploaded file record', as the production form sends it. */
export interface AttachmentRecord {
  name?: string | null;
  url: string;
  size?: number | null;
}

/** An attachment: an upload address (tech-pack, brand-building) or a file record (production). */
export type AttachmentInput = string | AttachmentRecord;

/** POST /api/contact: the body every enquiry form sends (the server checks the limits). */
export interface ContactRequest {
  name: string;
  email: string;
  company?: string | null;
  /** The folded text (see shared/enquiry-format.ts). */
  message: string;
  attachments?: AttachmentInput[] | null;
  kind?: EnquiryKind;
  fields?: FormFields | null;
  /** Honeypot: people never see it, so it stays empty. */
  website?: string | null;
}

/** POST /api/contact: 201 with the stored message's id; 200 without one when nothing was stored (the honeypot). */
export interface ContactAccepted {
  ok: true;
  id?: number;
}
