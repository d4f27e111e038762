/**
 * @adobe/structured-data-validator (schema.org and Google rich-result rules) run offline:
 * its schema.org graph is adobe-schema.json, cut from the same schema.org release as
 * vocabulary.json by extract-vocabulary.mjs, instead of the live schemaorg-all-https.jsonld.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';

const schema: unknown = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'adobe-schema.json'), 'utf8'));

export interface AdobeIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  rootType?: string;
  fieldNames?: string[];
}

/** Every issue the validator finds in these JSON-LD documents (top-level nodes, grouped by type as the extractor would). */
export async function adobeIssues(docs: readonly unknown[]): Promise<AdobeIssue[]> {
  const jsonld: Record<string, unknown[]> = {};
  for (const doc of docs) {
    const type = String((doc as { '@type'?: unknown })['@type']);
    (jsonld[type] ??= []).push(structuredClone(doc));
  }
  return (await new Validator(schema).validate({ jsonld, microdata: {}, rdfa: {} })) as AdobeIssue[];
}

/** The errors only (warnings are Google's recommendations, e.g. shipping details of a physical product). */
export async function adobeErrors(docs: readonly unknown[]): Promise<string[]> {
  return (await adobeIssues(docs)).filter((i) => i.severity === 'ERROR').map((i) => `${i.rootType ?? ''}: ${i.issueMessage}`);
}
