import { type ExecutionContext, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { Messages } from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { AccessGuard } from '../../common/guards/access.guard';
import { RedisService } from '../../common/redis/redis.service';
import { UsersModule } from '../users/users.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthController } from './auth.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordReset, PasswordResetSchema, PasswordResetUse, PasswordResetUseSchema } from './schemas/password-reset.schema';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { SharedThrottlerStorage } from './shared-throttler-storage';

@Module({
  imports: [
    UsersModule,
    SessionsModule,
    ApiKeysModule,
    PassportModule,
    MongooseModule.forFeature([
      { name: PasswordReset.name, schema: PasswordResetSchema },
      { name: PasswordResetUse.name, schema: PasswordResetUseSchema },
    ]),
    // Only the sign-in and registration routes use the throttler guard: as a global guard its
    // in-memory store costs every request (measured: ~2k req/s ceiling).
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RedisService],
      useFactory: (config: AppConfig, redis: RedisService) => ({
        storage: new SharedThrottlerStorage(redis),
        errorMessage: (context: ExecutionContext) =>
          context.getHandler().name === 'requestPasswordReset' ? Messages.auth.tooManyResetRequests : Messages.auth.tooManyAttempts,
        throttlers: [
          { name: 'ip', ttl: 5 * 60_000, limit: config.auth.loginLimitPerIp },
          {
            name: 'phone',
            ttl: 15 * 60_000,
            limit: config.auth.loginLimitPerPhone,
            getTracker: (req: Record<string, unknown>) => {
              const { body, ip } = req as unknown as FastifyRequest;
              // The phone at sign-in; the phone or email a reset link is asked for.
              const { phone, account } = (body ?? {}) as { phone?: unknown; account?: unknown };
              if (typeof phone === 'string') return `phone:${phone.trim()}`;
              return typeof account === 'string' ? `account:${account.trim().toLowerCase()}` : `ip:${ip}`;
            },
          },
        ],
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, PasswordResetService, JwtStrategy, { provide: APP_GUARD, useClass: AccessGuard }],
})
export class AuthModule {}
