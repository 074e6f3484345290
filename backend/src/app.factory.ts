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
      loggerInstance: logger,
      logController: quietLogController(),
      genReqId: requestIdGenerator(config.trustProxyHops > 0),
    }),
    { logger: new PinoNestLogger(logger), abortOnError: false },
  );
  registerRequestLogging(app.getHttpAdapter().getInstance());
  app.get(MetricsService).register(app.getHttpAdapter().getInstance());

  registerSameOriginCheck(app.getHttpAdapter().getInstance());
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
    // Remote chunks are fetched cross-origin when a team hosts its remote elsewhere.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
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
