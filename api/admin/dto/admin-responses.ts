/**
 * What the back office answers (its wire contract) and the mappers from the owning
 * modules' records: messages (ContactService), orders (OrdersService), subscribers
 * (NewsletterService), attachments (UploadsService).
 */
import type { Order } from '../../checkout/orders.service.js';
import type { MessageRecord } from '../../contact/contact.service.js';
import type { SubscriberRecord } from '../../newsletter/newsletter.service.js';
import { uploadPath } from '../../uploads/upload-address.js';
import type { UploadedFile } from '../../uploads/uploads.service.js';
import { findGuide } from '../../../shared/catalogue.js';
import type { AdminAttachmentFile, AdminMessage, AdminOrder, AdminSubscriber } from '../../../shared/api/admin.js';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

// --- messages ----------------------------------------------------------------------------

export function toAdminFile(file: UploadedFile): AdminAttachmentFile {
  return { id: file.id, name: file.name, size: file.size, type: file.type, url: uploadPath(file.id) };
}

export function toAdminMessage(m: MessageRecord, files: readonly UploadedFile[]): AdminMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    ...(m.company ? { company: m.company } : {}),
    message: m.message,
    ...(files.length > 0 ? { attachments: files.map((f) => uploadPath(f.id)) } : {}),
    attachmentFiles: files.map(toAdminFile),
    kind: m.kind,
    fields: m.fields,
    details: m.details,
    isRead: Boolean(m.isRead),
    status: m.status,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

// --- orders ------------------------------------------------------------------------------

export function toAdminOrder(o: Order): AdminOrder {
  return {
    id: o.id,
    number: o.number,
    email: o.email,
    status: o.status,
    amountCents: o.amountCents,
    currency: o.currency,
    provider: o.provider,
    paymentIntentId: o.paymentIntentId,
    createdAt: iso(o.createdAt)!,
    paidAt: iso(o.paidAt),
    receiptSentAt: iso(o.receiptSentAt),
    termsVersion: o.termsVersion ?? null,
    consentAt: iso(o.consentAt ?? null),
    discountCode: o.discountCode ?? null,
    discountCents: o.discountCents ?? 0,
    items: (o.items ?? []).map((i) => ({
      slug: i.guideSlug,
      title: findGuide(i.guideSlug)?.title ?? i.guideSlug,
      kind: i.kind,
      priceCents: i.priceCents,
      paidCents: i.paidCents,
      revokedAt: iso(i.revokedAt),
      revokeReason: i.revokeReason,
    })),
  };
}

// --- subscribers -------------------------------------------------------------------------

export function toAdminSubscriber(s: SubscriberRecord): AdminSubscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    source: s.source,
    consentAt: iso(s.consentAt)!,
    consentVersion: s.consentVersion,
    confirmedAt: iso(s.confirmedAt),
    unsubscribedAt: iso(s.unsubscribedAt),
  };
}
