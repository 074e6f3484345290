import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages, UserInfo } from '@clinic/contracts';
import { Public, SignedIn } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { LoginDto, RegisterDto } from '../users/dto/user-requests.dto';
import { UserResponseDto } from '../users/dto/user-responses.dto';
import { AuthService } from './auth.service';
import { LoginThrottlerGuard } from './login-throttler.guard';

const SESSION_NOTE =
  'On success the response sets the `clinic_session` cookie (httpOnly, SameSite=Lax, 30 days) that signs in every later call.';

@ApiTags('Authentication')
@Controller('users')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('auth')
  @Public()
  @UseGuards(LoginThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with phone and password', description: SESSION_NOTE })
  @ApiOkResponse({ description: 'Signed in; the user.', type: UserResponseDto })
  @ApiBadRequestResponse({ description: 'Phone not 10 digits, or password missing.', type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ description: 'Unknown phone or wrong password (one message for both).', type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address or for this phone.', type: ErrorResponseDto })
  login(@Body() dto: LoginDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserInfo> {
    return this.auth.login(dto, reply);
  }

  @Post()
  @Public()
  @UseGuards(LoginThrottlerGuard)
  @ApiOperation({ summary: 'Register as a client', description: `Creates a client account and signs it in. ${SESSION_NOTE}` })
  @ApiCreatedResponse({ description: 'Registered and signed in; the new user.', type: UserResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'Phone or email already has an account.', type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations from this address.', type: ErrorResponseDto })
  register(@Body() dto: RegisterDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserInfo> {
    return this.auth.register(dto, reply);
  }

  @Post('logout')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends this session on the server (a copy of the cookie stops working too) and clears the cookie. Safe to call when signed out.',
  })
  @ApiOkResponse({ description: 'Signed out.', type: MessageResponseDto })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logout(req, reply);
    return { message: Messages.auth.loggedOut };
  }

  @Post('logout-everywhere')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out everywhere', description: 'Ends every session of the signed-in user, on every device, this one included.' })
  @ApiOkResponse({ description: 'Signed out everywhere.', type: MessageResponseDto })
  async logoutEverywhere(@CurrentUser() caller: SessionUser, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logoutEverywhere(caller.id, reply);
    return { message: Messages.auth.loggedOutEverywhere };
  }
}
