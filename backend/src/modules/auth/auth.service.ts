import { Inject, Injectable, HttpStatus } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply } from 'fastify';
import { ErrorCode, Messages, UserInfo } from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { ApiException } from '../../common/errors/api.exception';
import { PasswordService } from '../users/password.service';
import { toUserInfo } from '../users/users.mapper';
import { UsersService } from '../users/users.service';
import type { LoginDto, RegisterDto } from '../users/dto/user-requests.dto';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(dto: LoginDto, reply: FastifyReply): Promise<UserInfo> {
    const user = await this.users.findForLogin(dto.phone);
    const ok = await this.passwords.verify(user?.passwordHash, dto.password);
    if (!user || !ok) {
      // One answer for an unknown phone and a wrong password: the login does not reveal who has an account.
      throw new ApiException(HttpStatus.UNAUTHORIZED, ErrorCode.InvalidCredentials, Messages.auth.invalidCredentials);
    }
    await this.startSession(String(user._id), reply);
    return toUserInfo(user);
  }

  async register(dto: RegisterDto, reply: FastifyReply): Promise<UserInfo> {
    const user = await this.users.register(dto);
    await this.startSession(user._id, reply);
    return user;
  }

  logout(reply: FastifyReply): void {
    clearSessionCookie(reply, this.config.auth.cookieSecure);
  }

  private async startSession(userId: string, reply: FastifyReply): Promise<void> {
    const token = await this.jwt.signAsync({ sub: userId });
    setSessionCookie(reply, token, this.config.auth.cookieSecure);
  }
}
