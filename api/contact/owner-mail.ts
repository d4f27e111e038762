/**
 * The e-mail the owner gets for a new enquiry: Reply-To the enquirer, links to the
 * attachments (never the files), the folded message and the structured form. Pure.
 *
 * An enquirer writes most of this e-mail, so nothing they write may pass for the shop's
 * own lines: the real attachment links come first, under a heading that names the shop's
 * own address; the message is a quote (a bordered block in HTML, "> " before every line in
 * the text part), and so is any form answer of more than one line. Their name and company
 * are single lines without bidi or other invisible characters.
 */
import { html } from '../common/html.js';
import { stripInvisible } from '../../shared/display-text.js';
import { block, emailLayout, mailtoLink, quoteLines, type EmailBlock } from '../mail/email-layout.js';
import type { FormFields } from './contact-message.entity.js';
import {
  ADDITIONAL_SERVICE_LABELS,
  BRAND_BUDGET_LABELS,
  BRAND_ELEMENT_LABELS,
  BRAND_PERSONALITY_LABELS,
  BRAND_TIMELINE_LABELS,
  BUSINESS_TYPE_LABELS,
  COMPLIANCE_LABELS,
  type EnquiryKind,
  FABRIC_PREFERENCE_LABELS,
  FABRIC_SOURCING_LABELS,
  GARMENT_CATEGORY_LABELS,
  HAS_TECHPACK_LABELS,
  LOGO_STYLE_LABELS,
  NOT_SPECIFIED,
  PACKAGING_LABELS,
  PRODUCTION_BUDGET_LABELS,
  PRODUCTION_QUANTITY_LABELS,
  PROJECT_TYPE_LABELS,
  QUALITY_LABELS,
  STYLE_PREFERENCE_LABELS,
} from '../../shared/enquiry-format.js';

export interface OwnerMailInput {
  id: number;
  kind: EnquiryKind;
  name: string;
  email: string;
  company: string | null;
  message: string;
  fields: FormFields | null;
  createdAt: Date;
  attachments: ReadonlyArray<{ id: string; name: string; size: number; type: string }>;
}

export interface OwnerMail {
  subject: string;
  text: string;
  html: string;
}

/** What the enquirer sent, in running text ('tech pack request'). */
export const WHAT: Record<EnquiryKind, string> = {
  contact: 'contact message',
  'tech-pack': 'tech pack request',
  production: 'production request',
  'brand-building': 'brand building request',
};

/** Form keys with a nicer label than the one derived from the key. */
const FIELD_LABELS: Record<string, string> = {
  company: 'Company/Brand',
  hasTechPack: 'Has TechPack',
  needTechPack: 'Needs TechPack development services',
  budget: 'Budget',
};

function choicesFor(kind: EnquiryKind, key: string): Readonly<Record<string, string>> | undefined {
  const byKey: Record<string, Readonly<Record<string, string>>> = {
    projectType: PROJECT_TYPE_LABELS,
    garmentCategory: GARMENT_CATEGORY_LABELS,
    fabricPreference: FABRIC_PREFERENCE_LABELS,
    additionalServices: ADDITIONAL_SERVICE_LABELS,
    productionQuantity: PRODUCTION_QUANTITY_LABELS,
    hasTechPack: HAS_TECHPACK_LABELS,
    fabricSourcing: FABRIC_SOURCING_LABELS,
    qualityRequirements: QUALITY_LABELS,
    packagingNeeds: PACKAGING_LABELS,
    complianceNeeds: COMPLIANCE_LABELS,
    businessType: BUSINESS_TYPE_LABELS,
    brandPersonality: BRAND_PERSONALITY_LABELS,
    stylePreference: STYLE_PREFERENCE_LABELS,
    logoStyle: LOGO_STYLE_LABELS,
    brandElements: BRAND_ELEMENT_LABELS,
    timeline: BRAND_TIMELINE_LABELS,
    budget: kind === 'brand-building' ? BRAND_BUDGET_LABELS : PRODUCTION_BUDGET_LABELS,
  };
  return byKey[key];
}

/** 'garmentCategory' → 'Garment category'. */
export function humanizeKey(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function label(choices: Readonly<Record<string, string>> | undefined, value: string): string {
  return choices && Object.prototype.hasOwnProperty.call(choices, value) ? choices[value] : value;
}

/** One value of the structured form as text. */
export function fieldValue(kind: EnquiryKind, key: string, value: string | boolean | string[]): string {
  const choices = choicesFor(kind, key);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const items = value.map((v) => v.trim()).filter(Boolean);
    return items.length ? items.map((v) => label(choices, v)).join(', ') : 'None';
  }
  const v = value.trim();
  return v ? label(choices, v) : NOT_SPECIFIED;
}

/** 1234 → '1.2 KB', 2516582 → '2.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One line of visitor text: whitespace runs (line breaks too) as one space, no bidi or other invisible characters. */
export function singleLine(s: string): string {
  return stripInvisible(s.replace(/\s+/g, ' ')).trim();
}

/** Visitor text of several lines: \n line ends (U+2028/9 too), no bidi controls that could reorder the quote. */
export function multiLine(s: string): string {
  return s.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

export function ownerMail(input: OwnerMailInput, publicUrl: string): OwnerMail {
  const name = singleLine(input.name);
  const subject = `New ${WHAT[input.kind]} from ${name}`;
  const company = input.company ? singleLine(input.company) : null;
  const received = `${input.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (message #${input.id})`;
  const reply = 'Reply to this e-mail to answer the enquirer directly.';
  const message = multiLine(input.message);
  const fields = Object.entries(input.fields ?? {});
  const files = input.attachments;
  const uploads = `${publicUrl}/objects/uploads/`;

  const blocks: EmailBlock[] = [
    block.heading(subject, `${subject}.`),
    block.paragraph(
      html`From: ${name} &lt;${mailtoLink(input.email)}&gt;${company ? html`<br>Company: ${company}` : ''}<br>Received: ${received}<br>${reply}`,
      [`From: ${name} <${input.email}>`, ...(company ? [`Company: ${company}`] : []), `Received: ${received}`, reply].join('\n'),
    ),
    block.button('Open in the back office', `${publicUrl}/admin?message=${input.id}`, 'Open this enquiry in the back office:'),
    block.section(
      `Files uploaded with this enquiry (${files.length})`,
      files.length === 0
        ? [block.paragraph('None.')]
        : [
            block.links(
              files.map((f, i) => ({
                label: `File ${i + 1} of ${files.length}: ${singleLine(f.name)} (${formatSize(f.size)}, ${f.type})`,
                href: `${uploads}${f.id}`,
              })),
            ),
            block.note(
              `Only these links are the enquirer's files: each opens under ${uploads} for a signed-in admin only. Any other link below is part of the enquirer's own text and was not checked by the shop.`,
            ),
          ],
    ),
    block.section('Message from the enquirer, quoted as sent', [block.quote(message)]),
  ];
  if (fields.length > 0) {
    const rows = fields.map(([key, value]) => [humanizeKey(key), multiLine(fieldValue(input.kind, key, value))] as const);
    blocks.push(
      block.section('Form details, as entered', [
        {
          ...block.fields(rows),
          plain: rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${quoteLines(value)}` : `${label}: ${value}`)).join('\n'),
        },
      ]),
    );
  }
  const preview = singleLine(message).slice(0, 120);
  return { subject, ...emailLayout({ title: subject, preheader: `${name}: ${preview}`, blocks }) };
}
