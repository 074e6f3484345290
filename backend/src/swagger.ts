import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from './common/decorators/access.decorator';

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
      ].join('\n'),
    )
    .setVersion(productVersion())
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by sign-in or registration.' }, SESSION_COOKIE)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /api/metrics only.' }, 'bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  // A handler's access rule and its controller's both declare the cookie scheme; list it once.
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods) as Array<{ security?: Record<string, string[]>[] }>) {
      if (operation?.security) {
        operation.security = [...new Map(operation.security.map((s) => [JSON.stringify(s), s])).values()];
      }
    }
  }
  return document;
}
