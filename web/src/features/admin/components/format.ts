import {
  ADDITIONAL_SERVICE_LABELS,
  BRAND_BUDGET_LABELS,
  BRAND_ELEMENT_LABELS,
  BRAND_PERSONALITY_LABELS,
  BRAND_TIMELINE_LABELS,
  BUSINESS_TYPE_LABELS,
  choiceLabel,
  COMPLIANCE_LABELS,
  type EnquiryKind,
  ENQUIRY_KINDS,
  FABRIC_PREFERENCE_LABELS,
  FABRIC_SOURCING_LABELS,
  GARMENT_CATEGORY_LABELS,
  HAS_TECHPACK_LABELS,
  LOGO_STYLE_LABELS,
  NONE,
  NOT_SPECIFIED,
  PACKAGING_LABELS,
  PRODUCTION_BUDGET_LABELS,
  PRODUCTION_QUANTITY_LABELS,
  PROJECT_TYPE_LABELS,
  QUALITY_LABELS,
  STYLE_PREFERENCE_LABELS,
} from '@api/contact/enquiry-format';
import type { AttachmentFile, ContactMessage, FormFieldValue } from '../api/types';

// ---------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------

/** Spec §2 Admin: short month, day, year, hour, minute — 'Mar 5, 2025, 3:07 PM'. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const DATE_ONLY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const d = toDate(value);
  return d ? DATE_TIME.format(d) : fallback;
}

export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const d = toDate(value);
  return d ? DATE_ONLY.format(d) : fallback;
}

// ---------------------------------------------------------------------------------------
// Enquiry kinds
// ---------------------------------------------------------------------------------------

export interface KindStyle {
  label: string;
  /** The dot beside the sender (and on the filter chip). */
  colour: string;
}

export const KIND_STYLES: Record<EnquiryKind, KindStyle> = {
  contact: { label: 'Contact', colour: '#1f5c46' },
  'tech-pack': { label: 'Tech pack', colour: '#2f5f8f' },
  production: { label: 'Production', colour: '#b5561c' },
  'brand-building': { label: 'Brand building', colour: '#8a3a6b' },
};

const OTHER_KIND: KindStyle = { label: 'Message', colour: '#78716c' };

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

/** The forms' own labels (spec §2, §3). */
const FIELD_LABELS: Record<string, string> = {
  phone: 'Phone Number',
  projectType: 'Project Type',
  garmentCategory: 'Garment Category',
  fabricPreference: 'Fabric Preference',
  existingSamples: 'Existing Samples',
  needPatternMaking: 'Needs Pattern Making',
  needSourcingSupport: 'Needs Sourcing Support',
  additionalServices: 'Additional Services',
  projectDescription: 'Project Description',
  specificRequirements: 'Specific Requirements',
  productionQuantity: 'Production Quantity',
  budget: 'Budget',
  hasTechPack: 'Has TechPack',
  needTechPack: 'Needs TechPack Development Services',
  fabricSourcing: 'Fabric Sourcing',
  qualityRequirements: 'Quality Requirements',
  packagingNeeds: 'Packaging Needs',
  complianceNeeds: 'Compliance Requirements',
  businessType: 'Business Type',
  targetAudience: 'Target Audience',
  brandPersonality: 'Brand Personality',
  brandValues: 'Brand Values & Mission',
  competitorReferences: 'Competitor & Inspiration References',
  stylePreference: 'Style Preference',
  colorPreferences: 'Color Preferences',
  fontPreferences: 'Font Preferences',
  logoStyle: 'Logo Style',
  brandElements: 'Brand Elements',
  timeline: 'Timeline',
};

const KIND_FIELD_LABELS: Partial<Record<EnquiryKind, Record<string, string>>> = {
  production: { budget: 'Budget per Piece', specificRequirements: 'Specific Production Requirements' },
  'brand-building': { specificRequirements: 'Additional Requirements' },
};

type Labels = Readonly<Record<string, string>>;

function choicesFor(kind: EnquiryKind, key: string): Labels | undefined {
  switch (key) {
    case 'projectType':
      return PROJECT_TYPE_LABELS;
    case 'garmentCategory':
      return GARMENT_CATEGORY_LABELS;
    case 'fabricPreference':
      return FABRIC_PREFERENCE_LABELS;
    case 'additionalServices':
      return ADDITIONAL_SERVICE_LABELS;
    case 'productionQuantity':
      return PRODUCTION_QUANTITY_LABELS;
    case 'budget':
      return kind === 'brand-building' ? BRAND_BUDGET_LABELS : PRODUCTION_BUDGET_LABELS;
    case 'hasTechPack':
      return HAS_TECHPACK_LABELS;
    case 'fabricSourcing':
      return FABRIC_SOURCING_LABELS;
    case 'qualityRequirements':
      return QUALITY_LABELS;
    case 'packagingNeeds':
      return PACKAGING_LABELS;
    case 'complianceNeeds':
      return COMPLIANCE_LABELS;
    case 'businessType':
      return BUSINESS_TYPE_LABELS;
    case 'brandPersonality':
      return BRAND_PERSONALITY_LABELS;
    case 'stylePreference':
      return STYLE_PREFERENCE_LABELS;
    case 'logoStyle':
      return LOGO_STYLE_LABELS;
    case 'brandElements':
      return BRAND_ELEMENT_LABELS;
    case 'timeline':
      return BRAND_TIMELINE_LABELS;
    default:
      return undefined;
  }
}

/** 'garmentCategory' → 'Garment category' for a key no form label is known for. */
function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FieldRow {
  key: string;
  label: string;
  value: string;
  /** Nothing was entered ('Not specified', 'None'): shown muted. */
  empty: boolean;
}

function fieldValue(kind: EnquiryKind, key: string, value: FormFieldValue): { value: string; empty: boolean } {
  const labels = choicesFor(kind, key) ?? {};
  if (typeof value === 'boolean') return { value: value ? 'Yes' : 'No', empty: false };
  if (Array.isArray(value)) {
    const items = value.map((v) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean);
    return items.length ? { value: items.map((v) => choiceLabel(labels, v)).join(', '), empty: false } : { value: NONE, empty: true };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? { value: choiceLabel(labels, text), empty: false } : { value: NOT_SPECIFIED, empty: true };
}

/** The structured form of a message as readable label/value rows (header fields left out). */
export function formFieldRows(message: Pick<ContactMessage, 'kind' | 'fields'>): FieldRow[] {
  const fields = message.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return [];
  const kind: EnquiryKind = isEnquiryKind(message.kind) ? message.kind : 'contact';
  const labels = { ...FIELD_LABELS, ...KIND_FIELD_LABELS[kind] };
  return Object.entries(fields)
    .filter(([key, value]) => !HEADER_KEYS.has(key) && (typeof value === 'string' || typeof value === 'boolean' || Array.isArray(value)))
    .map(([key, value]) => ({ key, label: labels[key] ?? humanizeKey(key), ...fieldValue(kind, key, value) }));
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
  const files: AttachmentFile[] = Array.isArray(message.attachmentFiles) ? message.attachmentFiles.filter((f) => f && typeof f === 'object') : [];
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
  const addresses = Array.isArray(message.attachments) ? message.attachments.filter((a): a is string => typeof a === 'string' && a !== '') : [];
  for (const address of addresses) {
    const segment = lastPathSegment(address);
    add(segment, bySegment.get(segment));
  }
  for (const [segment, file] of bySegment) add(segment, file);
  return links;
}
