import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { configurePassport } from './account/account-passport.js';
import { configureSessions } from './account/session.js';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { JsonLogger } from './common/logger.js';
import { requestIdMiddleware } from './common/request-id.middleware.js';
import { spaStatusMiddleware } from './common/spa.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/config.js';

/**
 * Content-Security-Policy: our own origin only; MUI (emotion) needs inline styles. Third
 * parties are allowed only when configured: Stripe.js (provider stripe), Google Analytics
 * (GA_MEASUREMENT_ID) and the Meta pixel (META_PIXEL_ID).
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'paymentProvider' | 'gaMeasurementId' | 'metaPixelId'>,
): Record<string, string[]> {
  const scriptSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:', 'blob:'];
  const connectSrc = ["'self'"];
  const frameSrc: string[] = [];
  if (config.paymentProvider === 'stripe') {
    scriptSrc.push('https://js.stripe.com');
    connectSrc.push('https://api.stripe.com');
    frameSrc.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  if (config.gaMeasurementId) {
    scriptSrc.push('https://www.googletagmanager.com');
    connectSrc.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
    imgSrc.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  if (config.metaPixelId) {
    scriptSrc.push('https://connect.facebook.net');
    connectSrc.push('https://www.facebook.com');
    imgSrc.push('https://www.facebook.com');
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc,
    fontSrc: ["'self'", 'data:'],
    connectSrc,
    frameSrc: frameSrc.length > 0 ? frameSrc : ["'none'"],
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
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // HSTS only makes sense when the shop is served over HTTPS.
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 31536000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(spaStatusMiddleware(config.webDistDir));
  const sessions = configureSessions(app, config);
  configurePassport(app);
  app.setGlobalPrefix('api', { exclude: ['objects/uploads/{*path}', 'previews/{*path}'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  app.getHttpServer().once('close', () => sessions.close());
  return app;
}
