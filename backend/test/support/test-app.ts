import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import type { Role, UserInfo } from '@clinic/contracts';
import { createApp } from '../../src/app.factory';
import { User } from '../../src/modules/users/schemas/user.schema';
import { PasswordService } from '../../src/modules/users/password.service';
import { toUserInfo } from '../../src/modules/users/users.mapper';
import { HttpClient } from './http-client';

export const ADMIN = { phone: '9000000001', password: 'admin-password-1', name: 'Clinic Admin' };
export const DEFAULT_PASSWORD = 'password-123';

let phoneCounter = 0;
/** Unique 10-digit phones within a run (files run one at a time, each with its own database). */
export function nextPhone(): string {
  phoneCounter += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

export interface Actor {
  user: UserInfo;
  http: HttpClient;
}

/**
 * The real application on a random port, with its own database on the test server, so test files
 * never see each other's data. Nothing is mocked: requests go through Fastify, guards, pipes,
 * mongoose and the wire protocol.
 */
export class TestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly url: string,
    private readonly dbName: string,
  ) {}

  static async start(env: Record<string, string> = {}, sharedWith?: TestApp): Promise<TestApp> {
    const base = process.env.MONGODB_URI;
    if (!base) throw new Error('MONGODB_URI is not set: the e2e global setup should have started the database');
    // A second instance on the first one's database, as behind a load balancer.
    const dbName = sharedWith?.dbName ?? `e2e_${randomBytes(5).toString('hex')}`;
    const uri = new URL(base);
    uri.pathname = `/${dbName}`;
    Object.assign(process.env, {
      NODE_ENV: 'test',
      MONGODB_URI: uri.toString(),
      JWT_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      STATIC_DIR: '/nonexistent-static-dir',
      // Every actor signs in from 127.0.0.1; the per-address limit has its own test.
      LOGIN_LIMIT_PER_IP: '100000',
      // Fixtures book many appointments per client; the pending cap has its own test (security/limits).
      MAX_PENDING_APPOINTMENTS: '100',
      ...env,
    });
    const app = await createApp({ logger: process.env.E2E_LOG ? ['error', 'warn'] : false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.env.MONGODB_URI = base;
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new TestApp(app, `http://127.0.0.1:${port}`, dbName);
  }

  client(): HttpClient {
    return new HttpClient(this.url);
  }

  get userModel(): Model<User> {
    return this.app.get(getModelToken(User.name));
  }

  get connection(): Connection {
    return this.app.get(getConnectionToken());
  }

  /** Creates a user straight in the database (a fixture), then signs in through the API. */
  async actor(role: Role, fields: Partial<Pick<User, 'name' | 'email' | 'address'>> = {}): Promise<Actor> {
    const phone = nextPhone();
    const passwordHash = await this.app.get(PasswordService).hash(DEFAULT_PASSWORD);
    const doc = await this.userModel.create({ name: `Test ${role} ${++this.actors}`, phone, role, passwordHash, ...fields });
    const http = await this.signIn(phone, DEFAULT_PASSWORD);
    return { user: toUserInfo(doc), http };
  }

  private adminActor?: Promise<Actor>;
  private actors = 0;

  /** The configured first admin, signed in once per app (the per-phone sign-in limit applies to tests too). */
  admin(): Promise<Actor> {
    this.adminActor ??= (async () => {
      const http = await this.signIn(ADMIN.phone, ADMIN.password);
      const doc = await this.userModel.findOne({ phone: ADMIN.phone }).lean();
      return { user: toUserInfo(doc!), http };
    })();
    return this.adminActor;
  }

  async signIn(phone: string, password: string): Promise<HttpClient> {
    const http = this.client();
    const res = await http.post('/api/users/auth', { phone, password });
    if (res.status !== 200) throw new Error(`sign-in failed for ${phone}: ${res.status} ${res.text}`);
    return http;
  }

  async close(): Promise<void> {
    await this.connection.dropDatabase().catch(() => undefined);
    await this.app.close();
  }
}

/** The same signed-in user, talking to another instance (a second app on the same database). */
export function via(app: TestApp, http: HttpClient): HttpClient {
  const other = app.client();
  other.setCookie('clinic_session', http.cookie('clinic_session') as string);
  return other;
}
