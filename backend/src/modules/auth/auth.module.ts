import { Module } from '@nestjs/common';
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
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { SharedThrottlerStorage } from './shared-throttler-storage';

@Module({
  imports: [
    UsersModule,
    SessionsModule,
    ApiKeysModule,
    PassportModule,
    // Only the sign-in and registration routes use the throttler guard: as a global guard its
    // in-memory store costs every request (measured: ~2k req/s ceiling).
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RedisService],
      useFactory: (config: AppConfig, redis: RedisService) => ({
        storage: new SharedThrottlerStorage(redis),
        errorMessage: Messages.auth.tooManyAttempts,
        throttlers: [
          { name: 'ip', ttl: 5 * 60_000, limit: config.auth.loginLimitPerIp },
          {
            name: 'phone',
            ttl: 15 * 60_000,
            limit: config.auth.loginLimitPerPhone,
            getTracker: (req: Record<string, unknown>) => {
              const { body, ip } = req as unknown as FastifyRequest;
              const phone = (body as { phone?: unknown } | undefined)?.phone;
              return typeof phone === 'string' ? `phone:${phone.trim()}` : `ip:${ip}`;
            },
          },
        ],
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy, { provide: APP_GUARD, useClass: AccessGuard }],
})
export class AuthModule {}
