import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import {
  type BmiScheme,
  DEFAULT_REMOTE_ENTRIES,
  BOOKING_HORIZON_DAYS_DEFAULT,
  MAX_PENDING_APPOINTMENTS_DEFAULT,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  SESSION_LENGTH_MINUTES_DEFAULT,
  type SessionType,
  toPaise,
} from '@clinic/contracts';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value).toLowerCase());

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The environment the server accepts; anything wrong stops the start with a message naming the variable. */
class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @Matches(/^mongodb(\+srv)?:\/\/.+/, { message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string' })
  MONGODB_URI!: string;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)' })
  JWT_SECRET!: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  COOKIE_SECURE?: boolean;

  @IsOptional()
  @Matches(PHONE_PATTERN, { message: 'ADMIN_PHONE must be a 10-digit Indian mobile number (starting with 6–9)' })
  ADMIN_PHONE?: string;

  @IsOptional()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters` })
  ADMIN_PASSWORD?: string;

  @IsString()
  ADMIN_NAME = 'Clinic Admin';

  @IsString()
  CLINIC_TIMEZONE = 'Asia/Kolkata';

  @IsIn(['asian-indian', 'who'], { message: 'BMI_CUTOFFS must be asian-indian or who' })
  BMI_CUTOFFS = 'asian-indian';

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsNumber({}, { message: 'PRICE_CONSULTATION must be a number of rupees' })
  @Min(0)
  PRICE_CONSULTATION = 1500;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsNumber({}, { message: 'PRICE_FOLLOW_UP must be a number of rupees' })
  @Min(0)
  PRICE_FOLLOW_UP = 800;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsNumber({}, { message: 'PRICE_MEAL_PLAN_REVIEW must be a number of rupees' })
  @Min(0)
  PRICE_MEAL_PLAN_REVIEW = 600;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY_HOPS = 0;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  LOGIN_LIMIT_PER_IP = 100;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  LOGIN_LIMIT_PER_PHONE = 10;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds' })
  @Min(0)
  @Max(60_000)
  SHUTDOWN_DRAIN_MS = 5000;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'REQUEST_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100)
  @Max(600_000)
  REQUEST_TIMEOUT_MS = 30_000;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsIn([30, 60, 90, 120], { message: 'SESSION_LENGTH_MINUTES must be 30, 60, 90 or 120 (the 30-minute grid)' })
  SESSION_LENGTH_MINUTES = SESSION_LENGTH_MINUTES_DEFAULT;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'BOOKING_HORIZON_DAYS must be a whole number of days' })
  @Min(1)
  @Max(730)
  BOOKING_HORIZON_DAYS = BOOKING_HORIZON_DAYS_DEFAULT;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'MAX_PENDING_APPOINTMENTS must be a whole number' })
  @Min(1)
  @Max(100)
  MAX_PENDING_APPOINTMENTS = MAX_PENDING_APPOINTMENTS_DEFAULT;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'EVENT_STREAMS_PER_USER must be a whole number' })
  @Min(1)
  @Max(100)
  EVENT_STREAMS_PER_USER = 10;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  SERVE_SOURCE_MAPS?: boolean;

  @IsOptional()
  @IsString()
  STATIC_DIR?: string;

  // Compose files pass an unset variable on as an empty string.
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'API_KEY_RATE_LIMIT must be a whole number of requests per minute' })
  @Min(1)
  API_KEY_RATE_LIMIT = 300;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'OUTBOX_POLL_MS must be a whole number of milliseconds' })
  @Min(10)
  @Max(600_000)
  OUTBOX_POLL_MS = 1000;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'WEBHOOK_RETRY_BASE_MS must be a whole number of milliseconds' })
  @Min(10)
  WEBHOOK_RETRY_BASE_MS = 30_000;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'WEBHOOK_GIVE_UP_MS must be a whole number of milliseconds' })
  @Min(1000)
  WEBHOOK_GIVE_UP_MS = 24 * 60 * 60 * 1000;

  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Nutrition Clinic <no-reply@localhost>';

  @IsString()
  CLINIC_NAME = 'Nutrition Clinic';

  @Matches(/^https?:\/\/[^/]+/, { message: 'APP_URL must be the http(s) address people open the app at' })
  APP_URL = 'http://localhost:3000';

  @Matches(/^\d+(,\d+)*$/, { message: 'REMINDER_LEADS_MINUTES must be minutes separated by commas, e.g. 1440,120' })
  REMINDER_LEADS_MINUTES = '1440,120';

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'MAIL_RETRY_BASE_MS must be a whole number of milliseconds' })
  @Min(10)
  MAIL_RETRY_BASE_MS = 60_000;

  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'MAIL_GIVE_UP_MS must be a whole number of milliseconds' })
  @Min(1000)
  MAIL_GIVE_UP_MS = 24 * 60 * 60 * 1000;

  @IsOptional()
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: 'json' | 'pretty';

  @IsOptional()
  @IsString()
  REMOTE_MFE_CLIENT_URL?: string;

  @IsOptional()
  @IsString()
  REMOTE_MFE_ADMIN_URL?: string;

  @IsOptional()
  @IsString()
  REMOTE_MFE_MESSAGING_URL?: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  mongoUri: string;
  /** How many reverse proxies in front of the app to trust for the client address (0: none). */
  trustProxyHops: number;
  /** After SIGTERM, how long the app keeps serving (health says "draining") before it closes. */
  shutdownDrainMs: number;
  /** How long a request's headers and body may take to arrive (slow-body attacks); 408 after it. */
  requestTimeoutMs: number;
  /** Live event streams one user may hold open; opening one more closes the oldest. */
  eventStreamsPerUser: number;
  auth: { jwtSecret: string; cookieSecure: boolean; loginLimitPerIp: number; loginLimitPerPhone: number };
  admin: { phone?: string; password?: string; name: string };
  /** Prices are whole paise, so money never drifts through floating point. */
  clinic: { timeZone: string; pricesPaise: Record<SessionType, number>; bmiScheme: BmiScheme };
  /** A booking is exactly one session; at most `horizonDays` ahead; a client holds at most `maxPending` pending future ones. */
  booking: { sessionMinutes: number; horizonDays: number; maxPending: number };
  frontend: { staticDir?: string; serveSourceMaps: boolean; remotes: Record<'mfe_client' | 'mfe_admin' | 'mfe_messaging', string> };
  /** Shared state for several instances (live events, sign-in counters, locks); none: one instance. */
  redisUrl?: string;
  metricsToken?: string;
  /** Requests per minute each API key may make. */
  apiKeys: { ratePerMinute: number };
  /** How often the outbox worker looks for due messages. */
  outbox: { pollMs: number };
  /** First retry after `retryBaseMs`, doubling (at most an hour apart); given up after `giveUpMs`. */
  webhooks: { retryBaseMs: number; giveUpMs: number };
  /**
   * Email: none `smtpUrl` means emails are recorded as not sent. Retries from `retryBaseMs`, doubling,
   * until `giveUpMs`. `appUrl` starts the links in emails; `reminderLeadsMinutes` seeds the clinic's
   * reminder setting on the first start.
   */
  mail: { smtpUrl?: string; from: string; clinicName: string; appUrl: string; reminderLeadsMinutes: number[]; retryBaseMs: number; giveUpMs: number };
  /** JSON lines for collectors; readable lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = plainToInstance(EnvironmentVariables, env, { exposeDefaultValues: true });
  const errors = validateSync(vars, { skipMissingProperties: false, whitelist: false });
  const problems = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `  - ${e.property}: ${m}`));
  if (!isTimeZone(vars.CLINIC_TIMEZONE)) problems.push(`  - CLINIC_TIMEZONE: unknown time zone "${vars.CLINIC_TIMEZONE}"`);
  if (Boolean(vars.ADMIN_PHONE) !== Boolean(vars.ADMIN_PASSWORD)) {
    problems.push('  - ADMIN_PHONE and ADMIN_PASSWORD: set both to create the first admin, or neither');
  }
  const prices = {
    consultation: ['PRICE_CONSULTATION', vars.PRICE_CONSULTATION],
    'follow-up': ['PRICE_FOLLOW_UP', vars.PRICE_FOLLOW_UP],
    'meal-plan-review': ['PRICE_MEAL_PLAN_REVIEW', vars.PRICE_MEAL_PLAN_REVIEW],
  } as const;
  const pricesPaise = {} as Record<SessionType, number>;
  for (const [type, [name, value]] of Object.entries(prices) as [SessionType, readonly [string, number]][]) {
    const paise = toPaise(value);
    if (paise === null) problems.push(`  - ${name}: rupees with at most two decimals`);
    pricesPaise[type] = paise ?? 0;
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const env_ = vars.NODE_ENV as AppConfig['env'];
  return {
    env: env_,
    port: vars.PORT,
    host: vars.HOST,
    mongoUri: vars.MONGODB_URI,
    trustProxyHops: vars.TRUST_PROXY_HOPS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    eventStreamsPerUser: vars.EVENT_STREAMS_PER_USER,
    auth: {
      jwtSecret: vars.JWT_SECRET,
      cookieSecure: vars.COOKIE_SECURE ?? env_ === 'production',
      loginLimitPerIp: vars.LOGIN_LIMIT_PER_IP,
      loginLimitPerPhone: vars.LOGIN_LIMIT_PER_PHONE,
    },
    admin: { phone: vars.ADMIN_PHONE, password: vars.ADMIN_PASSWORD, name: vars.ADMIN_NAME },
    clinic: { timeZone: vars.CLINIC_TIMEZONE, pricesPaise, bmiScheme: vars.BMI_CUTOFFS as BmiScheme },
    booking: { sessionMinutes: vars.SESSION_LENGTH_MINUTES, horizonDays: vars.BOOKING_HORIZON_DAYS, maxPending: vars.MAX_PENDING_APPOINTMENTS },
    frontend: {
      staticDir: vars.STATIC_DIR,
      // Production builds emit hidden source maps for error tools; they are not served unless asked for.
      serveSourceMaps: vars.SERVE_SOURCE_MAPS ?? false,
      remotes: {
        mfe_client: vars.REMOTE_MFE_CLIENT_URL || DEFAULT_REMOTE_ENTRIES.mfe_client,
        mfe_admin: vars.REMOTE_MFE_ADMIN_URL || DEFAULT_REMOTE_ENTRIES.mfe_admin,
        mfe_messaging: vars.REMOTE_MFE_MESSAGING_URL || DEFAULT_REMOTE_ENTRIES.mfe_messaging,
      },
    },
    redisUrl: vars.REDIS_URL || undefined,
    metricsToken: vars.METRICS_TOKEN || undefined,
    apiKeys: { ratePerMinute: vars.API_KEY_RATE_LIMIT },
    outbox: { pollMs: vars.OUTBOX_POLL_MS },
    webhooks: { retryBaseMs: vars.WEBHOOK_RETRY_BASE_MS, giveUpMs: vars.WEBHOOK_GIVE_UP_MS },
    mail: {
      smtpUrl: vars.SMTP_URL || undefined,
      from: vars.MAIL_FROM,
      clinicName: vars.CLINIC_NAME,
      appUrl: vars.APP_URL.replace(/\/+$/, ''),
      reminderLeadsMinutes: [...new Set(vars.REMINDER_LEADS_MINUTES.split(',').map(Number))].filter((m) => m > 0).sort((a, b) => b - a),
      retryBaseMs: vars.MAIL_RETRY_BASE_MS,
      giveUpMs: vars.MAIL_GIVE_UP_MS,
    },
    logFormat: vars.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  };
}
