import { NestFactory, ModulesContainer } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { AppModule } from '../../app.module';
import { ACCESS_KEY, type AccessRule } from '../decorators/access.decorator';

/** Every route of the application, with the access rule the global guard will read for it. */
async function routeTable() {
  const app = await NestFactory.create(AppModule, new FastifyAdapter(), { preview: true, logger: false });
  const routes: { route: string; rule: AccessRule | undefined }[] = [];
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
        routes.push({ route: `${method} /api/${base}/${path}`.replace(/\/+/g, '/').replace(/\/$/, ''), rule });
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

  it('make only sign-in, registration, sign-out and health public', async () => {
    const publicRoutes = (await routeTable()).filter((r) => r.rule?.public).map((r) => r.route).sort();
    expect(publicRoutes).toEqual(['GET /api/health', 'POST /api/users', 'POST /api/users/auth', 'POST /api/users/logout']);
  });
});
