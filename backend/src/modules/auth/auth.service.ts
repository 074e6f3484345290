import { Injectable, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, Messages, UserInfo } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { PasswordService } from '../users/password.service';
import { toUserInfo } from '../users/users.mapper';
import { UsersService } from '../users/users.service';
import type { LoginDto, RegisterDto } from '../users/dto/user-requests.dto';
import { SessionsService } from '../sessions/sessions.service';
import { WebhooksService } from '../webhooks/webhooks.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly webhooks: WebhooksService,
  ) {}

  async login(dto: LoginDto, reply: FastifyReply): Promise<UserInfo> {
    const user = await this.users.findForLogin(dto.phone);
    const ok = await this.passwords.verify(user?.passwordHash, dto.password);
    if (!user || !ok) {
      // One answer for an unknown phone and a wrong password: the login does not reveal who has an account.
      throw new ApiException(HttpStatus.UNAUTHORIZED, ErrorCode.InvalidCredentials, Messages.auth.invalidCredentials);
    }
    await this.sessions.start(String(user._id), reply);
    return toUserInfo(user);
  }

  async register(dto: RegisterDto, reply: FastifyReply): Promise<UserInfo> {
    const user = await this.users.register(dto);
    await this.sessions.start(user._id, reply);
    await this.webhooks.emit('client.registered', { clientId: user._id }, { link: '/api/users/clients' });
    return user;
  }

  logout(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.sessions.endCurrent(req, reply);
  }

  async logoutEverywhere(userId: string, reply: FastifyReply): Promise<void> {
    await this.sessions.endAll(userId);
    this.sessions.clearCookie(reply);
  }
}
