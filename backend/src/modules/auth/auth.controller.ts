import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
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
import { CompletePasswordResetDto, PasswordResetRequestDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';

/** Reset links asked for one account: a few, so nobody fills someone's mailbox. */
export const RESET_REQUESTS_PER_ACCOUNT = 3;

const SESSION_NOTE =
  'On success the response sets the `clinic_session` cookie (httpOnly, SameSite=Lax, 30 days) that signs in every later call.';

@ApiTags('Authentication')
@Controller('users')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

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

  @Post('password-reset')
  @Public()
  @UseGuards(LoginThrottlerGuard)
  @Throttle({ phone: { limit: RESET_REQUESTS_PER_ACCOUNT, ttl: 15 * 60_000 } })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email me a reset link',
    description:
      'When the phone number or email names an account with an email address, emails it a link to choose a new password (single use, 30 minutes). The answer is the same, in about the same time, whether or not such an account exists. Accounts without an email are reset by the clinic.',
  })
  @ApiOkResponse({ description: 'Always the same message.', type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'No phone or email given.', type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address or for this account (3 per 15 minutes).', type: ErrorResponseDto })
  async requestPasswordReset(@Body() dto: PasswordResetRequestDto) {
    await this.resets.request(dto.account);
    return { message: Messages.auth.resetRequested };
  }

  @Post('password-reset/complete')
  @Public()
  @UseGuards(LoginThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Choose a new password with a reset link',
    description: 'Sets the password (the same rules as registration) and ends every session of the user; the link then stops working, as do the user’s other reset links. Does not sign in.',
  })
  @ApiOkResponse({ description: 'Password changed.', type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'The password breaks a rule, or the link is unknown, expired or used (`AUTH.RESET_LINK_INVALID`).', type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address.', type: ErrorResponseDto })
  async completePasswordReset(@Body() dto: CompletePasswordResetDto) {
    await this.resets.complete(dto.token, dto.password);
    return { message: Messages.auth.passwordReset };
  }

  @Post('logout')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends this session on the server (a copy of the cookie stops working too) and clears the cookie. Safe to call when signed out.',
  })
  @ApiOkResponse({ description: 'Signed out.', type: MessageResponseDto })
  @ApiForbiddenResponse({ description: 'Sent by a browser from another site (`AUTH.CROSS_SITE_REQUEST`): a page elsewhere cannot sign the user out.', type: ErrorResponseDto })
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
