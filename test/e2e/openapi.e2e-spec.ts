/**
 * The OpenAPI document (api/openapi): served in development at /api/docs-json with Swagger
 * UI at /api/docs, and complete: every route Nest registered is in it, each with its
 * answers, and every field a route's DTO validates is described. A route or a DTO field
 * added without its documentation fails here.
 */
import request from 'supertest';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForWebDist } from '../helpers/checkout.js';
import { isNotFoundHandler, type RegisteredRoute, registeredRoutes, routeInputs, routeKey } from '../helpers/routes.js';

const ADMIN = { ADMIN_EMAIL: 'owner@threadwise.test', ADMIN_PASSWORD: 'correct-horse-battery-42' };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, Schema> };
}

/** Express's `/api/download/:slug` as OpenAPI writes it: `/api/download/{slug}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    t = await startTestApp({ NODE_ENV: 'development', ...ADMIN });
    doc = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200).expect('Content-Type', /json/)).body;
    // Nest's routes: Swagger UI's own are not, nor the not-found handlers Nest adds for
    // every method on the paths outside the /api prefix (the real route there is kept).
    const registered = registeredRoutes(t);
    const all = registered.filter((r) => !r.path.startsWith('/api/docs') && METHODS.includes(r.method.toLowerCase() as never));
    const controllers = routeInputs(t, all);
    const keys = new Set(all.filter((r) => !isNotFoundHandler(registered, r.path) || controllers.has(routeKey(r))).map(routeKey));
    routes = [...keys].map((key) => ({ method: key.split(' ')[0], path: key.split(' ')[1] }));
  });
  afterAll(async () => t?.close());

  /** A schema with its $ref (and allOf) followed. */
  function resolve(schema: Schema | undefined): Schema {
    if (!schema) return {};
    if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
    if (schema.allOf) return { type: 'object', properties: Object.assign({}, ...schema.allOf.map((s) => resolve(s).properties)) };
    return schema;
  }
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, op: item[m]! })),
    );

  it('is served in development as JSON, with Swagger UI beside it', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Threadwise shop API');
    const ui = await request(t.app.getHttpServer()).get('/api/docs').expect(200).expect('Content-Type', /html/);
    expect(ui.text).toContain('swagger-ui');
    // Swagger UI's own script is a file (the Content-Security-Policy allows no inline script).
    const init = await request(t.app.getHttpServer()).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('"openapi": "3.');
  });

  it('holds every route Nest registered, and no route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(35);
    const registered = routes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
    const documented = operations()
      .map((o) => o.key)
      .sort();
    expect(registered.filter((k) => !documented.includes(k))).toEqual([]);
    expect(documented.filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('gives every operation its success answer, and every error answer the { message, code } shape', () => {
    const problems: string[] = [];
    for (const { key, op } of operations()) {
      const statuses = Object.keys(op.responses);
      const ok = statuses.filter((s) => /^[23]\d\d$/.test(s));
      if (ok.length === 0) problems.push(`${key}: no 2xx/3xx answer`);
      for (const status of statuses) {
        const { content, description } = op.responses[status];
        if (typeof description !== 'string') problems.push(`${key} ${status}: no description`);
        if (/^2/.test(status) && status !== '204' && !content) problems.push(`${key} ${status}: no content type`);
        for (const [type, media] of Object.entries(content ?? {})) {
          const schema = resolve(media.schema);
          if (!schema.type && !schema.properties) problems.push(`${key} ${status} ${type}: no schema`);
          if (type === 'application/json' && /^[45]/.test(status)) {
            const fields = Object.keys(schema.properties ?? {});
            if (!fields.includes('message') || !fields.includes('code')) problems.push(`${key} ${status}: not { message, code }`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes every field each route validates: JSON bodies and query parameters', () => {
    const inputs = routeInputs(t, routes);
    const problems: string[] = [];
    let bodies = 0;
    for (const route of routes) {
      const input = inputs.get(routeKey(route));
      const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as (typeof METHODS)[number]];
      if (!input || !op) continue;
      if (input.bodyDto && input.bodyFields.length > 0) {
        bodies++;
        const content = op.requestBody?.content;
        const schema = resolve((content?.['application/json'] ?? content?.['multipart/form-data'])?.schema);
        // The file parts of a multipart body are not DTO fields.
        const described = Object.entries(schema.properties ?? {})
          .filter(([, p]) => p.format !== 'binary')
          .map(([name]) => name)
          .sort();
        if (JSON.stringify(described) !== JSON.stringify(input.bodyFields)) {
          problems.push(
            `${routeKey(route)} body: validates ${input.bodyFields.join(', ')}; documents ${described.join(', ') || 'nothing'}`,
          );
        }
      }
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const undocumented = input.queryFields.filter((f) => !queryParams.includes(f));
      if (undocumented.length > 0) problems.push(`${routeKey(route)} query: ${undocumented.join(', ')} not documented`);
    }
    expect(problems).toEqual([]);
    expect(bodies).toBeGreaterThanOrEqual(9);
    // Nested DTOs too: the sandbox card.
    const card = resolve(resolve(doc.paths['/api/sandbox/confirm'].post!.requestBody!.content['application/json'].schema).properties!.card);
    expect(Object.keys(card.properties ?? {}).sort()).toEqual(['cvc', 'expiry', 'number']);
  });

  it('has no reference to a schema it lacks', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(20);
    expect([...new Set(refs)].filter((name) => !doc.components.schemas[name])).toEqual([]);
  });

  it('is not served outside development', async () => {
    const prod = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'https://shop.example.com',
      PAYMENT_PROVIDER: 'sandbox',
      ...ADMIN,
    });
    const test = await startTestApp({});
    try {
      for (const app of [prod, test]) {
        await request(app.app.getHttpServer()).get('/api/docs-json').expect(404);
        await request(app.app.getHttpServer()).get('/api/docs').expect(404);
      }
    } finally {
      await prod.close();
      await test.close();
    }
  });
});
