import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { configureSessions } from './account/session.js';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { JsonLogger } from './common/logger.js';
import { requestIdMiddleware } from './common/request-id.middleware.js';
import { spaStatusMiddleware } from './common/spa.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/config.js';

/** Content-Security-Policy: our own origin only; MUI (emotion) needs inline styles. */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Builds the whole app (used by main.ts and by the e2e tests). */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const logger = new JsonLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger,
    rawBody: true,
    bodyParser: true,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.useBodyParser('json', { limit: '100kb' });
  app.use(requestIdMiddleware(logger));
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
      // HSTS only makes sense when the shop is served over HTTPS.
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 31536000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(spaStatusMiddleware(config.webDistDir));
  const sessions = configureSessions(app, config);
  app.setGlobalPrefix('api', { exclude: ['objects/uploads/{*path}', 'previews/{*path}'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  app.getHttpServer().once('close', () => sessions.close());
  return app;
}
