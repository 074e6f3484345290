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

  it('lists the operations it checks (a new one is checked as soon as it is in the document)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(99);
  });

  it.each(operations.map((o) => [o.name, o.op]))('%s has a summary, a description of its success, and its error responses', (_name, op) => {
    expect(op.summary).toMatch(/\S/);
    const statuses = Object.keys(op.responses);
    expect(statuses.some((s) => s.startsWith('2'))).toBe(true);
    // Every operation can fail somehow (a refusal, a cross-site browser, the database away): an integrator is told how.
    expect(statuses.some((s) => /^[45]/.test(s))).toBe(true);
    for (const [status, response] of Object.entries(op.responses as Record<string, { description: string }>)) {
      expect(`${status}: ${response.description}`).toMatch(/^\d{3}: \S/);
    }
    if (op.parameters?.length || op.requestBody) expect(statuses).toContain('400');
    if (op.security?.length) {
      expect(statuses).toContain('401');
    }
  });

  // Issue 60: a resource read with GET is accepted back by its PUT. The PUTs of a resource someone GETs
  // (the same path, or the list an item is read from) say so in their body's schema.
  const readFrom: Record<string, string> = { 'PUT /api/availabilities/{dayOfWeek}': 'GET /api/availabilities/mine', 'PUT /api/integrations/webhooks/{id}': 'GET /api/integrations/webhooks' };
  // Not a resource written back: an action on the payment (verify, refund…), an image body, and bodies that are the GET's own class.
  const notRoundTrips = ['PUT /api/appointments/{id}/payment', 'PUT /api/diary/{id}/photo'];
  const sameShape = (op: any) => op.requestBody?.content['application/json'].schema.$ref;
  const puts = operations.filter(({ name, op }) => {
    if (!name.startsWith('PUT ') || notRoundTrips.includes(name)) return false;
    const route = name.slice(4);
    const get = readFrom[name] ?? (doc.paths[route].get ? `GET ${route}` : undefined);
    if (!get) return false;
    const got = doc.paths[get.slice(4)].get.responses['200'].content['application/json'].schema.$ref;
    return got !== sameShape(op);
  });
  it.each(puts.map((o) => [o.name, o.op]))('%s accepts back what its GET returns', (_name, op) => {
    const ref = (sameShape(op) as string).split('/').pop()!;
    expect(doc.components.schemas[ref].description).toMatch(/whole body a `GET` of this resource returned/);
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
