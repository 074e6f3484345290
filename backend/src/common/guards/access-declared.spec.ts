import { NestFactory, ModulesContainer } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { AppModule } from '../../app.module';
import { ACCESS_KEY, type AccessRule } from '../decorators/access.decorator';
import { API_SCOPE_KEY } from '../decorators/api-scope.decorator';
import { MetricsAccessGuard } from '../../modules/metrics/metrics-access.guard';

/** Every route of the application, with the access rule the global guard will read for it. */
async function routeTable() {
  const app = await NestFactory.create(AppModule, new FastifyAdapter(), { preview: true, logger: false });
  const routes: { route: string; rule: AccessRule | undefined; guards: unknown[]; scope: string | undefined }[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as new (...args: never[]) => object;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name as keyof object] as unknown;
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const rule: AccessRule | undefined = Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller);
        const guards = [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
        const scope: string | undefined = Reflect.getMetadata(API_SCOPE_KEY, handler) ?? Reflect.getMetadata(API_SCOPE_KEY, controller);
        routes.push({ route: `${method} /api/${base}/${path}`.replace(/\/+/g, '/').replace(/\/$/, ''), rule, guards, scope });
      }
    }
  }
  await app.close();
  return routes;
}

describe('access rules', () => {
  it('are declared on every route (public, or a list of roles)', async () => {
    const routes = await routeTable();
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((r) => !r.rule).map((r) => r.route);
    expect(undeclared).toEqual([]);
    for (const { route, rule } of routes) {
      if (rule && !rule.public) expect([route, rule.roles.length > 0]).toEqual([route, true]);
    }
  });

  it('make only sign-in, registration, sign-out, password reset by email, health, the signed unsubscribe link and the clinic settings public', async () => {
    const routes = await routeTable();
    // Metrics pass the global guard to their own, which takes a scraper's token or an admin session.
    const ownGuard = (r: (typeof routes)[number]) => r.guards.includes(MetricsAccessGuard);
    const publicRoutes = routes.filter((r) => r.rule?.public && !ownGuard(r)).map((r) => r.route).sort();
    expect(publicRoutes).toEqual(['GET /api/health', 'GET /api/notifications/unsubscribe', 'GET /api/settings', 'POST /api/users', 'POST /api/users/auth', 'POST /api/users/logout', 'POST /api/users/password-reset', 'POST /api/users/password-reset/complete']);
    expect(routes.filter(ownGuard).map((r) => r.route)).toEqual(['GET /api/metrics']);
  });
});

describe('API key scopes', () => {
  // The whole surface a key can reach, listed so that opening another route to keys is a visible change.
  it('open exactly these routes to keys, each allowing the admin a key acts as', async () => {
    const routes = await routeTable();
    const scoped = routes.filter((r) => r.scope).map((r) => `${r.route} ${r.scope}`).sort();
    expect(scoped).toEqual([
      'DELETE /api/appointments/:id appointments:write',
      'GET /api/appointments appointments:read',
      'GET /api/appointments/:id appointments:read',
      'GET /api/appointments/:id/calendar.ics appointments:read',
      'GET /api/appointments/:id/payment appointments:read',
      'GET /api/appointments/:id/receipt.pdf appointments:read',
      'GET /api/appointments/booked appointments:read',
      'GET /api/appointments/date/:date appointments:read',
      'GET /api/appointments/prices appointments:read',
      'GET /api/appointments/today appointments:read',
      'GET /api/availabilities/nutritionist/:id availability:read',
      'GET /api/availabilities/nutritionist/:id/dates availability:read',
      'GET /api/nutritionPlans plans:read',
      'GET /api/nutritionPlans/:id plans:read',
      'GET /api/nutritionPlans/client/:clientId plans:read',
      'GET /api/progresses progress:read',
      'GET /api/progresses/:id progress:read',
      'GET /api/progresses/client/:clientId progress:read',
      'GET /api/progresses/latest/:clientId progress:read',
      'GET /api/users/clients clients:read',
      'GET /api/users/nutritionists availability:read',
      'POST /api/appointments appointments:write',
      'POST /api/appointments/:id/cancel appointments:write',
      'POST /api/appointments/:id/reschedule appointments:write',
      'POST /api/messages messages:write',
      'PUT /api/appointments/:id appointments:write',
      'PUT /api/appointments/:id/payment appointments:write',
    ]);
    for (const { route, rule } of routes.filter((r) => r.scope)) {
      expect([route, rule && !rule.public && rule.roles.includes('admin')]).toEqual([route, true]);
    }
  });
});
