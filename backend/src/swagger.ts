import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from './common/decorators/access.decorator';
import { API_KEY_SCHEME } from './common/decorators/api-scope.decorator';

export const API_PREFIX = 'api';

/** The product version from the root package.json (the same in source and in dist). */
function productVersion(): string {
  for (const dir of [process.cwd(), path.resolve(__dirname, '../../..'), path.resolve(__dirname, '../..')]) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    } catch {
      // try the next candidate
    }
  }
  return '0.0.0';
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Nutrition Clinic API')
    .setDescription(
      [
        'The API behind the clinic\'s web app: accounts, availability, appointments, nutrition plans, progress and messages.',
        '',
        `Sign in with \`POST /api/users/auth\`; the response sets the \`${SESSION_COOKIE}\` cookie, which authenticates every later call`,
        '(in this page, "Try it out" on the sign-in operation is enough: the browser keeps the cookie).',
        'Errors always have the shape `{ statusCode, code, message, errors? }`. Dates are `YYYY-MM-DD` and times `HH:MM`',
        'in the clinic\'s time zone; money is in rupees.',
        '',
        '**Integrations** authenticate with an API key instead (`Authorization: Bearer ncl_live_…`; "Authorize" → `api-key`).',
        'The admin creates keys under Clinic › Integrations. A key reaches only the routes that name a scope it holds',
        '(each route states its scope: "API key scope" below and `x-scopes`); every other route answers 403 `API_KEY.ROUTE_NOT_ALLOWED`.',
        'An unknown, revoked or expired key is 401 `API_KEY.INVALID`. Each key may make `API_KEY_RATE_LIMIT` requests a minute',
        '(default 300); every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds), and a 429 `Retry-After`.',
        'POSTs that create things accept an `Idempotency-Key` header: a retry with the same key and body within 24 hours gets the first answer.',
        'Webhooks, their signature and idempotency in detail: docs/api.md.',
      ].join('\n'),
    )
    .setVersion(productVersion())
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by sign-in or registration.' }, SESSION_COOKIE)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /api/metrics only.' }, 'bearer')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key (`ncl_live_…`), for the routes that state a scope.' }, API_KEY_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  // A handler's access rule and its controller's both declare the cookie scheme; list it once.
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods) as Array<{ security?: Record<string, string[]>[]; description?: string; 'x-scopes'?: string[] }>) {
      if (operation?.security) {
        operation.security = [...new Map(operation.security.map((s) => [JSON.stringify(s), s])).values()];
      }
      const scopes = operation?.['x-scopes'];
      if (scopes?.length) {
        const note = `**API key scope:** \`${scopes.join('`, `')}\``;
        operation.description = operation.description ? `${operation.description}\n\n${note}` : note;
      }
    }
  }
  return document;
}
