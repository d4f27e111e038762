import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../shared/enquiry-format.js';
import type { EnquiryStatus } from '../../shared/enquiry-status.js';
import type { FormFields } from '../../shared/api/contact.js';

export const CONTACT_KINDS = ENQUIRY_KINDS;
export type ContactKind = EnquiryKind;

/** A flat form: strings, booleans and lists of strings (spec §3 form states). */
export type { FormFields } from '../../shared/api/contact.js';

/**
 * A message from one of the four enquiry forms (spec §3 "Contact request"). `message` is
 * the folded text the forms send; `fields` keeps the structured form as JSON text.
 * Attachments are rows of `uploads` with this message's id.
 */
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20, default: 'contact' })
  kind: ContactKind;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'simple-json', nullable: true })
  fields: FormFields | null;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  /** The owner's workflow (enquiry-workflow.service.ts); 'new' until answered. */
  @Column({ type: 'varchar', length: 10, default: 'new' })
  status: EnquiryStatus;

  /** The owner's private notes; never shown to the enquirer. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: Date })
  createdAt: Date;
}
