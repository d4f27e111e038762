/**
 * Checks JSON-LD against the schema.org vocabulary (vocabulary.json, extracted from a
 * schema.org release by extract-vocabulary.mjs) and against the properties Google requires
 * for the rich results we aim at (Product snippets and merchant listings, Organization,
 * BreadcrumbList). Strict on purpose: every type and property must exist, be allowed on its
 * type and not be superseded; every value must fit the property's range (an entity where
 * the range names a class, never plain text in its place); URLs are absolute; enumeration
 * values are schema.org URLs of a member of the range.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Vocabulary {
  source: string;
  classes: Record<string, string[]>;
  dataTypes: string[];
  enumerationMembers: Record<string, string[]>;
  properties: Record<string, { domain: string[]; range: string[]; supersededBy?: string[] }>;
}

const vocabulary: Vocabulary = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'vocabulary.json'), 'utf8'));
export const VOCABULARY_SOURCE = vocabulary.source;

const SCHEMA = /^https?:\/\/schema\.org\/?$/;
const SCHEMA_URL = /^https?:\/\/schema\.org\/([A-Za-z0-9]+)$/;

/** The class and all its superclasses. */
function lineage(type: string): Set<string> {
  const seen = new Set([type]);
  const walk = (t: string) => {
    for (const p of vocabulary.classes[t] ?? []) if (!seen.has(p)) walk((seen.add(p), p));
  };
  walk(type);
  return seen;
}

const isA = (type: string, range: readonly string[]) => [...lineage(type)].some((t) => range.includes(t));

function isAbsoluteUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

const NUMERIC = ['Number', 'Integer', 'Float'];

/** Whether a plain value fits one of the data types in `range`; the reason when not. */
function checkLiteral(value: string | number | boolean, range: readonly string[]): string | null {
  if (typeof value === 'boolean') return range.includes('Boolean') ? null : `a boolean where ${range.join('|')} is expected`;
  if (typeof value === 'number') {
    if (!range.some((r) => NUMERIC.includes(r))) return `a number where ${range.join('|')} is expected`;
    return range.includes('Integer') && !range.includes('Number') && !Number.isInteger(value) ? `${value} is not an Integer` : null;
  }
  const member = SCHEMA_URL.exec(value)?.[1];
  if (member && vocabulary.enumerationMembers[member]) {
    return vocabulary.enumerationMembers[member].some((e) => isA(e, range)) ? null : `${member} is not a member of ${range.join('|')}`;
  }
  if (range.includes('URL') && isAbsoluteUrl(value)) return null;
  if (range.includes('URL') && value.startsWith('/')) return `"${value}" is a relative URL`;
  if (range.includes('Text')) return null;
  if (range.includes('URL')) return `"${value}" is not an absolute URL`;
  if (range.includes('Date') && /^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  if (range.includes('DateTime') && !Number.isNaN(Date.parse(value))) return null;
  if (range.some((r) => NUMERIC.includes(r)) && /^-?\d+(\.\d+)?$/.test(value)) return null;
  // An entity named by its URL (schema.org's own BreadcrumbList example: "item": "https://...").
  if (range.some((r) => vocabulary.classes[r] && !vocabulary.dataTypes.includes(r)) && isAbsoluteUrl(value)) return null;
  return `"${value}" does not fit ${range.join('|')}`;
}

function checkNode(node: Record<string, unknown>, where: string, errors: string[], expected?: readonly string[]): void {
  const topLevel = expected === undefined;
  const type = node['@type'];
  if (typeof type !== 'string') {
    // A reference to a node described elsewhere.
    if (Object.keys(node).length === 1 && typeof node['@id'] === 'string') {
      if (!isAbsoluteUrl(node['@id'])) errors.push(`${where}: @id "${node['@id']}" is not absolute`);
      return;
    }
    errors.push(`${where}: no @type`);
    return;
  }
  if (!vocabulary.classes[type] || vocabulary.dataTypes.includes(type)) {
    errors.push(`${where}: unknown type ${type}`);
    return;
  }
  if (expected && !isA(type, expected)) errors.push(`${where}: ${type} is not one of ${expected.join('|')}`);
  if (node['@id'] !== undefined && (typeof node['@id'] !== 'string' || !isAbsoluteUrl(node['@id'])))
    errors.push(`${where}: @id is not an absolute URL`);
  const types = lineage(type);
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) {
      if (!['@context', '@type', '@id'].includes(key)) errors.push(`${where}: unexpected keyword ${key}`);
      continue;
    }
    const property = vocabulary.properties[key];
    const at = `${where}.${key}`;
    if (!property) {
      errors.push(`${at}: not a schema.org property of ${type}`);
      continue;
    }
    if (!property.domain.some((d) => types.has(d))) errors.push(`${at}: not a property of ${type} (${property.domain.join('|')})`);
    if (property.supersededBy) errors.push(`${at}: superseded by ${property.supersededBy.join('|')}`);
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length === 0) errors.push(`${at}: empty list`);
    values.forEach((value, i) => {
      const vat = Array.isArray(raw) ? `${at}[${i}]` : at;
      if (value === null || value === undefined || value === '') errors.push(`${vat}: empty value`);
      else if (typeof value === 'object') checkNode(value as Record<string, unknown>, vat, errors, property.range);
      else {
        const problem = checkLiteral(value as string | number | boolean, property.range);
        if (problem) errors.push(`${vat}: ${problem}`);
      }
    });
  }
  errors.push(...googleRules(type, node, where, topLevel));
}

const has = (node: Record<string, unknown>, key: string) => node[key] !== undefined && node[key] !== '';

/**
 * Google's required properties for the rich results of these types (Product snippets and
 * merchant listings, review snippets, breadcrumbs), and what its logo guidance asks of the
 * site's Organization.
 */
function googleRules(type: string, node: Record<string, unknown>, where: string, topLevel: boolean): string[] {
  const errors: string[] = [];
  const need = (...keys: string[]) => {
    for (const k of keys) if (!has(node, k)) errors.push(`${where}: Google requires ${type}.${k}`);
  };
  if (type === 'Product') {
    need('name', 'image');
    if (!['offers', 'review', 'aggregateRating'].some((k) => has(node, k)))
      errors.push(`${where}: Google requires offers, review or aggregateRating`);
  }
  if (type === 'Offer') {
    need('priceCurrency', 'availability');
    if (!has(node, 'price') && !has(node, 'priceSpecification')) errors.push(`${where}: Google requires Offer.price`);
    if (has(node, 'price') && !(Number(node.price) > 0)) errors.push(`${where}: Offer.price must be a positive number`);
    if (has(node, 'priceCurrency') && !/^[A-Z]{3}$/.test(String(node.priceCurrency)))
      errors.push(`${where}: priceCurrency is not an ISO 4217 code`);
  }
  if (type === 'AggregateRating') {
    need('ratingValue');
    if (!has(node, 'ratingCount') && !has(node, 'reviewCount')) errors.push(`${where}: Google requires ratingCount or reviewCount`);
    const best = has(node, 'bestRating') ? Number(node.bestRating) : 5;
    const worst = has(node, 'worstRating') ? Number(node.worstRating) : 1;
    const value = Number(node.ratingValue);
    if (!(value >= worst && value <= best)) errors.push(`${where}: ratingValue ${String(node.ratingValue)} is outside ${worst}..${best}`);
    const count = Number(node.reviewCount ?? node.ratingCount);
    if (!(Number.isInteger(count) && count > 0)) errors.push(`${where}: the review count must be a positive integer`);
  }
  // The site's own Organization (a seller inside an Offer needs only its name).
  if (type === 'Organization') need(...(topLevel ? ['name', 'url', 'logo'] : ['name']));
  if (type === 'BreadcrumbList') {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length < 2) errors.push(`${where}: Google requires at least two ListItems`);
    else
      items.forEach((item: Record<string, unknown>, i) => {
        if (item.position !== i + 1) errors.push(`${where}.itemListElement[${i}]: position ${String(item.position)}, expected ${i + 1}`);
        if (!has(item, 'name')) errors.push(`${where}.itemListElement[${i}]: Google requires name`);
        if (i < items.length - 1 && !has(item, 'item')) errors.push(`${where}.itemListElement[${i}]: Google requires item`);
      });
  }
  return errors;
}

/** The problems of one JSON-LD document (an empty list: valid). */
export function validateJsonLd(doc: unknown): string[] {
  const errors: string[] = [];
  const nodes = Array.isArray(doc) ? doc : [doc];
  nodes.forEach((node, i) => {
    const where = nodes.length > 1 ? `[${i}]` : '$';
    if (typeof node !== 'object' || node === null) {
      errors.push(`${where}: not an object`);
      return;
    }
    const context = (node as Record<string, unknown>)['@context'];
    if (typeof context !== 'string' || !SCHEMA.test(context)) errors.push(`${where}: @context is not https://schema.org`);
    checkNode(node as Record<string, unknown>, where, errors);
  });
  return errors;
}
