import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { SESSION_LIFETIME_MS } from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { Session, SessionSchema } from './schemas/session.schema';
import { SessionsService } from './sessions.service';

/** Its own module so that users (password changes, admin resets) and auth (sign-in) both end and start sessions. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Session.name, schema: SessionSchema }]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000) },
      }),
    }),
  ],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
