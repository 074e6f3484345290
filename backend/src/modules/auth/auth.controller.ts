import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
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
import type { FastifyReply } from 'fastify';
import { UserInfo } from '@clinic/contracts';
import { Public } from '../../common/decorators/access.decorator';
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
  @ApiOperation({ summary: 'Sign out', description: 'Clears the session cookie. Safe to call when signed out.' })
  @ApiOkResponse({ description: 'Signed out.', type: MessageResponseDto })
  logout(@Res({ passthrough: true }) reply: FastifyReply) {
    this.auth.logout(reply);
    return { message: 'Logged out successfully' };
  }
}
