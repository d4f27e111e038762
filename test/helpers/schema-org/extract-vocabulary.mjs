#!/usr/bin/env node
/**
 * Writes vocabulary.json, the part of the schema.org vocabulary the structured-data test
 * checks against (test/helpers/schema-org/validate.ts): every class with its superclasses,
 * the data types, every enumeration member, and the properties of the types the shop
 * publishes (ROOT_TYPES and their superclasses) with their domains and ranges.
 *
 *   node test/helpers/schema-org/extract-vocabulary.mjs <schemaorg-current-https.jsonld> <version>
 *
 * The input is a release file of the schema.org repository (data/releases/<version>/). The
 * output is generated, one line (.prettierignore).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The types of shared/seo.ts's JSON-LD, and those of their values. */
const ROOT_TYPES = [
  'Product',
  'Offer',
  'AggregateRating',
  'Organization',
  'Brand',
  'WebSite',
  'BreadcrumbList',
  'ListItem',
  'Review',
  'Rating',
  'Person',
];

const [input, version] = process.argv.slice(2);
if (!input || !version) {
  console.error('usage: extract-vocabulary.mjs <schemaorg-current-https.jsonld> <version>');
  process.exit(2);
}
const graph = JSON.parse(readFileSync(input, 'utf8'))['@graph'];
const name = (ref) => ref['@id'].replace(/^schema:/, '');
const list = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const types = (node) => list(node['@type']);

const classes = {};
const dataTypes = [];
const members = {};
const properties = {};
for (const node of graph) {
  const id = node['@id'];
  if (!id.startsWith('schema:')) continue;
  const t = types(node);
  if (t.includes('rdfs:Class')) {
    classes[name(node)] = list(node['rdfs:subClassOf'])
      .filter((r) => r['@id'].startsWith('schema:'))
      .map(name);
    if (t.includes('schema:DataType')) dataTypes.push(name(node));
  } else if (t.includes('rdf:Property')) {
    properties[name(node)] = {
      domain: list(node['schema:domainIncludes']).map(name),
      range: list(node['schema:rangeIncludes']).map(name),
      ...(node['schema:supersededBy'] ? { supersededBy: list(node['schema:supersededBy']).map(name) } : {}),
    };
  } else if (t.some((x) => x.startsWith('schema:'))) {
    members[name(node)] = t.filter((x) => x.startsWith('schema:')).map((x) => x.replace(/^schema:/, ''));
  }
}
// Data types that are also classes through DataType (e.g. URL under Text).
for (const [c, parents] of Object.entries(classes))
  if (parents.some((p) => dataTypes.includes(p)) && !dataTypes.includes(c)) dataTypes.push(c);

const ancestors = (c, seen = new Set()) => {
  for (const p of classes[c] ?? []) if (!seen.has(p)) ancestors(p, seen.add(p));
  return seen;
};
const published = new Set(ROOT_TYPES.flatMap((t) => [t, ...ancestors(t)]));
const usedProperties = Object.fromEntries(
  Object.entries(properties)
    .filter(([, p]) => p.domain.some((d) => published.has(d)))
    .sort(([a], [b]) => a.localeCompare(b)),
);

const out = {
  source: `schema.org ${version}, data/releases/${version}/schemaorg-current-https.jsonld`,
  rootTypes: ROOT_TYPES,
  classes: Object.fromEntries(Object.entries(classes).sort(([a], [b]) => a.localeCompare(b))),
  dataTypes: dataTypes.sort(),
  enumerationMembers: Object.fromEntries(Object.entries(members).sort(([a], [b]) => a.localeCompare(b))),
  properties: usedProperties,
};
const file = join(dirname(fileURLToPath(import.meta.url)), 'vocabulary.json');
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`${file}: ${Object.keys(out.classes).length} classes, ${Object.keys(usedProperties).length} properties`);

// The same release in the form @adobe/structured-data-validator reads (its `@graph` of
// classes and properties), cut to what it looks at: every class with its superclasses, and
// the properties of the published types. The test runs offline with it.
const adobeGraph = graph
  .filter((node) => node['@id'].startsWith('schema:'))
  .flatMap((node) => {
    const t = types(node);
    if (t.includes('rdfs:Class'))
      return [
        { '@id': node['@id'], '@type': 'rdfs:Class', ...(node['rdfs:subClassOf'] ? { 'rdfs:subClassOf': node['rdfs:subClassOf'] } : {}) },
      ];
    if (t.includes('rdf:Property') && usedProperties[name(node)])
      return [{ '@id': node['@id'], '@type': 'rdf:Property', 'schema:domainIncludes': node['schema:domainIncludes'] }];
    return [];
  });
const adobeFile = join(dirname(fileURLToPath(import.meta.url)), 'adobe-schema.json');
writeFileSync(adobeFile, `${JSON.stringify({ source: out.source, '@graph': adobeGraph })}\n`);
console.log(`${adobeFile}: ${adobeGraph.length} nodes`);
