import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { loadConfig } from './config/app.config';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { createValidationPipe } from './common/pipes/validation';
import { registerSameOriginCheck } from './common/security/same-origin';
import { clientErrorHandler, frameworkErrors, registerJsonOnly } from './common/security/request-limits';
import { registerDrainingHeader, ShutdownState } from './common/lifecycle/shutdown';
import { createLogger, PinoNestLogger, quietLogController, registerRequestLogging, requestIdGenerator } from './common/logging/logger';
import { MetricsService } from './common/metrics/metrics.service';
import { registerFrontend, remoteOrigins } from './modules/frontend/frontend';
import { API_PREFIX, buildOpenApiDocument } from './swagger';

/** Request bodies larger than this are refused with 413 before any parsing. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/**
 * Builds the whole application (API, Swagger UI and the built frontends) without listening, so
 * that main.ts and the end-to-end tests run exactly the same configuration.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Validated before Nest starts, so a bad variable is reported by name rather than as a DI failure.
  const config = loadConfig();
  const logger = createLogger(config.logFormat, options.logger ?? ['log', 'warn', 'error']);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: config.trustProxyHops || false,
      // Headers and body must arrive within this time (issue 20 §3: a body trickled in one byte every
      // 20 s held a connection for minutes). Node checks at `connectionsCheckingInterval`, so that is
      // kept well below the timeout.
      requestTimeout: config.requestTimeoutMs,
      http: { connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))) },
      clientErrorHandler,
      frameworkErrors,
      loggerInstance: logger,
      logController: quietLogController(),
      genReqId: requestIdGenerator(config.trustProxyHops > 0),
    }),
    // The JSON parser is ours (registerJsonOnly); Nest's would also accept form-encoded bodies.
    { logger: new PinoNestLogger(logger), abortOnError: false, bodyParser: false },
  );
  const server = app.getHttpAdapter().getHttpServer();
  server.headersTimeout = config.requestTimeoutMs;
  registerRequestLogging(app.getHttpAdapter().getInstance());
  app.get(MetricsService).register(app.getHttpAdapter().getInstance());

  registerJsonOnly(app.getHttpAdapter().getInstance());
  registerSameOriginCheck(app.getHttpAdapter().getInstance(), { httpsOnly: config.auth.cookieSecure });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The shell loads remote entries and chunks from wherever configuration says they live.
        scriptSrc: ["'self'", ...remoteOrigins(config)],
        connectSrc: ["'self'", ...remoteOrigins(config)],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only when served over HTTPS (the same switch as the Secure cookie): on plain-http localhost
        // this directive would send every asset request to an https:// URL that does not exist.
        upgradeInsecureRequests: config.auth.cookieSecure ? [] : null,
      },
    },
    // Only remotes' files are fetched from other origins (a shell hosted elsewhere): they get
    // `cross-origin` in frontend.ts; everything else, the API included, stays same-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.auth.cookieSecure,
  });

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  registerDrainingHeader(app.getHttpAdapter().getInstance(), app.get(ShutdownState));

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    swaggerOptions: { withCredentials: true, persistAuthorization: true },
  });

  await registerFrontend(app.getHttpAdapter().getInstance(), config);
  return app;
}
