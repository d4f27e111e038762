import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/api-docs.js';
import { ADMIN_MODELS, describeAdminDtos, describeAdminRoutes } from './admin-api.docs.js';

/**
 * The OpenAPI 3 document of the shop's API, built from the controllers' routes, their
 * DTOs (class-validator for the input, @ApiProperty for the document) and the response
 * classes beside them (each implements its wire type from shared/api). The e2e test
 * test/e2e/openapi.e2e-spec.ts fails when a registered route or a validated DTO field is
 * missing from it.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  describeAdminDtos();
  const config = new DocumentBuilder()
    .setTitle('Threadwise shop API')
    .setDescription(
      'The public and admin API of the shop. Errors are always `{ message, code }` (ErrorBody). ' +
        'State-changing routes take JSON only (415 otherwise) and refuse other sites (Origin). ' +
        'Logged-in routes use the session cookie set by POST /api/login or POST /api/admin/login.',
    )
    .setVersion('1')
    .addCookieAuth('shop.sid', { type: 'apiKey', in: 'cookie', description: 'The session cookie (__Host-shop.sid over HTTPS)' }, 'cookie')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' }, 'metrics')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorBodyDto, ...ADMIN_MODELS],
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  describeAdminRoutes(document);
  return document;
}

/** Development only: the document at /api/docs-json and Swagger UI at /api/docs. */
export function serveApiDocs(app: INestApplication): void {
  let document: OpenAPIObject | undefined;
  SwaggerModule.setup('api/docs', app, () => (document ??= buildOpenApiDocument(app)), {
    jsonDocumentUrl: 'api/docs-json',
    raw: ['json'],
    customSiteTitle: 'Threadwise shop API',
  });
}
