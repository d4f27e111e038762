import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { configurePassport } from './account/account-passport.js';
import { AppModule } from './app.module.js';
import { outsideApi, ROOT_ROUTES } from './common/outside-api.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { JsonLogger } from './common/logger.js';
import { LegalService } from './legal/legal.service.js';
import { originCheck } from './common/origin-check.js';
import { escapeHtml } from './common/html.js';
import { DEFAULT_SUPPORT_EMAIL } from '../shared/support-email.js';
import { requestIdMiddleware } from './common/request-id.middleware.js';
import { fixedHeaders, headersSetBy } from './common/security-headers.js';
import { contentTypeOf, locateBuilds, StaticFiles } from './common/static-files.js';
import { setPageFonts } from './common/html-page.js';
import { createValidationPipe } from './common/validation.js';
import { type AppConfig, startupWarnings } from './config/config.js';
import { httpMetrics } from './metrics/http-metrics.js';
import { MetricsService } from './metrics/metrics.service.js';
import { serveApiDocs } from './openapi/openapi.js';
import { configureSessions } from './session/session.middleware.js';
import { SessionsService } from './session/sessions.service.js';
import { ObjectStore } from './storage/object-store.js';
import { assetsFromStore, publishAssets } from './storage/shared-assets.js';

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

/** Browser features the shop never uses are off; Stripe's frame may use the Payment Request API. */
export function permissionsPolicy(config: Pick<AppConfig, 'paymentProvider'>): string {
  const payment = config.paymentProvider === 'stripe' ? 'payment=(self "https://js.stripe.com")' : 'payment=()';
  return ['accelerometer=()', 'camera=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()', 'microphone=()', 'usb=()', payment].join(
    ', ',
  );
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
  for (const warning of startupWarnings(config)) logger.warn({ msg: `WARNING: ${warning}`, startupWarning: true }, 'Config');
  app.set('trust proxy', config.trustProxy);
  // First: every request gets its id and its log line, even one the body parser refuses.
  app.use(requestIdMiddleware(logger));
  app.use(httpMetrics(app.get(MetricsService)));
  // helmet's headers, computed once and set from a list on every response.
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // HSTS only makes sense when the shop is served over HTTPS.
      strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // Not 'no-referrer': under it browsers send `Origin: null` with a page's own form posts
      // (the pre-rendered forms before hydration), which the origin check must refuse.
      // 'same-origin' still sends nothing to other sites.
      referrerPolicy: { policy: 'same-origin' },
    }),
  );
  securityHeaders['Permissions-Policy'] = permissionsPolicy(config);
  app.use(fixedHeaders(securityHeaders));
  // The build's files and pages, before sessions and the API.
  const build = locateBuilds(config.webDistDir);
  // The pages are rendered with the default support address: the configured one replaces it.
  const rewriteHtml =
    config.supportEmail === DEFAULT_SUPPORT_EMAIL
      ? undefined
      : (page: string) => page.replaceAll(DEFAULT_SUPPORT_EMAIL, escapeHtml(config.supportEmail));
  // The legal pages carry the owner's current text, read from storage/legal (api/legal).
  const livePages = app.get(LegalService).livePages();
  const staticFiles = new StaticFiles(build.webDir, build.pagesDir, build.olderWebDirs, config.publicUrl, rewriteHtml, livePages);
  if (staticFiles.missing.length > 0) {
    throw new Error(
      `The web build is incomplete: its pages refer to missing assets (${staticFiles.missing.join(', ')}). Run npm run build.`,
    );
  }
  // The pages the API renders itself (a refused download, the form results) load the app's faces.
  setPageFonts({
    body: staticFiles.assetMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    heading: staticFiles.assetMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
  });
  // Several replicas on a bucket: hashed assets of every build stay servable during a rolling deploy.
  const store = app.get(ObjectStore);
  if (store.backend !== 'local') await publishAssets(store, build.webDir, contentTypeOf);
  app.use(staticFiles.middleware(store.backend !== 'local' ? assetsFromStore(store, contentTypeOf) : undefined));
  // After the headers: a body the parser refuses (malformed, too large) is answered with them
  // too. After the build's files: a page or asset (GET, HEAD) has no body to read.
  app.useBodyParser('json', { limit: '100kb' });
  // What is left outside Nest's paths gets the shop's JSON errors, not Express's HTML page.
  const outside = outsideApi();
  app.use(outside.notFound);
  app.use(outside.errors);
  app.use(originCheck(config));
  configureSessions(app, config, app.get(SessionsService).store);
  configurePassport(app);
  app.setGlobalPrefix('api', {
    exclude: ROOT_ROUTES,
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // The OpenAPI document and Swagger UI, for development only (api/openapi).
  if (config.env === 'development') serveApiDocs(app);
  // No app.enableShutdownHooks(): on SIGTERM it would run the destroy hooks while the
  // server still takes requests, wait for slow requests forever and end the process by
  // re-raising the signal. main.ts installs enableGracefulShutdown() instead.
  return app;
}

/** How long in-flight requests may take to finish after SIGTERM (`docker stop` waits 10 s). */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * SIGTERM / SIGINT: stop accepting connections, let in-flight requests finish (at most
 * `graceMs`, then their connections are cut), close the app (module hooks, then the
 * database: TypeORM's destroy closes SQLite, which checkpoints and removes the -wal file)
 * and exit 0; 1 when closing fails. One JSON log line per step. Repeated signals are
 * ignored (npm and a terminal both forward Ctrl-C).
 */
export function enableGracefulShutdown(
  app: NestExpressApplication,
  logger: JsonLogger,
  graceMs = SHUTDOWN_GRACE_MS,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const server = app.getHttpServer() as Server;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.log({ msg: 'Shutdown already in progress', signal }, 'Shutdown');
      return;
    }
    stopping = true;
    const started = Date.now();
    server.getConnections((_err, connections) =>
      logger.log({ msg: 'Shutdown started: finishing in-flight requests', signal, connections, graceMs }, 'Shutdown'),
    );
    // Keep-alive connections become idle once their request is answered: close them then.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      logger.warn({ msg: 'Grace period over: closing the remaining connections', graceMs }, 'Shutdown');
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      logger.log({ msg: 'HTTP server closed', ms: Date.now() - started }, 'Shutdown');
      app.close().then(
        () => {
          logger.log({ msg: 'Database closed, exiting', ms: Date.now() - started }, 'Shutdown');
          exit(0);
        },
        (err: unknown) => {
          logger.error({ msg: 'Shutdown failed', error: err instanceof Error ? err.message : String(err) }, 'Shutdown');
          exit(1);
        },
      );
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
