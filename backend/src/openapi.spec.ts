import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The committed contract (docs/openapi.json, kept equal to the code by `openapi-check`) is complete
 * enough for an integrator to work from Swagger alone.
 */
const doc = JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8'));

type Schema = {
  properties?: Record<string, Schema & { description?: string; example?: unknown }>;
  $ref?: string;
  allOf?: Schema[];
  items?: Schema;
  type?: string;
};
const operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([route, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ name: `${method.toUpperCase()} ${route}`, op })),
);

describe('the OpenAPI document', () => {
  it('declares the cookie session scheme', () => {
    expect(doc.components.securitySchemes.clinic_session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'clinic_session' });
  });

  it.each(operations.map((o) => [o.name, o.op]))('%s has a summary, a description of its success, and its error responses', (_name, op) => {
    expect(op.summary).toEqual(expect.any(String));
    const statuses = Object.keys(op.responses);
    expect(statuses.some((s) => s.startsWith('2'))).toBe(true);
    for (const [status, response] of Object.entries(op.responses as Record<string, { description: string }>)) {
      expect(`${status}: ${response.description}`).toMatch(/^\d{3}: \S/);
    }
    if (op.parameters?.length || op.requestBody) expect(statuses).toContain('400');
    if (op.security?.length) {
      expect(statuses).toContain('401');
    }
  });

  const schemas = Object.entries(doc.components.schemas as Record<string, Schema>);
  it.each(schemas.map(([name, schema]) => [name, schema]))('schema %s describes every field with an example', (_name, schema) => {
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      // Dotted names are the email kinds (`appointment.booked`) as keys of the email settings.
      expect(`${field}: ${property.description ?? ''}`).toMatch(/^[\w.-]+: \S/);
      const isObject = Boolean(property.$ref || property.allOf) || property.type === 'array' || property.type === 'object';
      if (!isObject) expect([field, property.example]).not.toEqual([field, undefined]);
    }
  });

  it('marks every non-public operation with the cookie scheme', () => {
    const publicOps = ['POST /api/users/auth', 'POST /api/users', 'POST /api/users/logout', 'POST /api/users/password-reset', 'POST /api/users/password-reset/complete', 'GET /api/health', 'GET /api/settings'];
    // A scraper has no session: metrics take the METRICS_TOKEN as a bearer token too.
    const alsoBearer = ['GET /api/metrics'];
    for (const { name, op } of operations) {
      // Routes open to API keys state their scope, and accept the key's bearer scheme too.
      const session = op['x-scopes'] ? [{ clinic_session: [] }, { 'api-key': [] }] : [{ clinic_session: [] }];
      const expected = publicOps.includes(name) ? [] : alsoBearer.includes(name) ? [{ clinic_session: [] }, { bearer: [] }] : session;
      expect([name, op.security ?? []]).toEqual([name, expected]);
    }
  });
});
