import { Body, Controller, Delete, Get, HttpCode, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiInternalServerErrorResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Messages, UserInfo } from '@clinic/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { AdminUpdateUserDto, ListUsersQueryDto, PickerQueryDto, UpdateProfileDto } from './dto/user-requests.dto';
import { NutritionistPageDto, UserPageDto, UserResponseDto } from './dto/user-responses.dto';
import { UsersService } from './users.service';
import { CareTeamService } from '../care-team/care-team.service';


@ApiTags('Users')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly careTeam: CareTeamService,
  ) {}

  @Get('profile')
  @SignedIn()
  @ApiOperation({
    summary: 'My profile',
    description: 'The signed-in user\'s own account, as sign-in returns it (with `language`).',
  })
  @ApiOkResponse({ description: 'The signed-in user.', type: UserResponseDto })
  profile(@CurrentUser() caller: SessionUser): Promise<UserInfo> {
    return this.users.profile(caller);
  }

  @Put('profile')
  @SignedIn()
  @ApiOperation({
    summary: 'Update my profile',
    description:
      'Changes the signed-in user\'s own name, email, phone, address, language (`en` or `hi`) or password. A new password or phone needs `currentPassword`; it then ends every other session and sets a fresh session cookie for this one.',
  })
  @ApiOkResponse({ description: 'The updated user.', type: UserResponseDto })
  @ApiConflictResponse({ description: 'Phone or email already used by another account.', type: ErrorResponseDto })
  updateProfile(
    @CurrentUser() caller: SessionUser,
    @Body() dto: UpdateProfileDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserInfo> {
    return this.users.updateProfile(caller, dto, reply);
  }

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'List users (admin)', description: 'All users by name, paged, with optional search and role filter.' })
  @ApiOkResponse({ description: 'A page of users.', type: UserPageDto })
  list(@CurrentUser() caller: SessionUser, @Query() query: ListUsersQueryDto) {
    return this.users.list(caller, query);
  }

  @Get('nutritionists')
  @ApiScope('availability:read')
  @SignedIn()
  @ApiOperation({
    summary: 'List nutritionists',
    description: 'Users who practise (admins and nutritionists), by name, for booking and messaging pickers.',
  })
  @ApiOkResponse({ description: 'Nutritionists under `data`.', type: NutritionistPageDto })
  nutritionists(@Query() query: PickerQueryDto) {
    return this.users.listNutritionists(query);
  }

  @Get('clients')
  @ApiScope('clients:read')
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'List clients',
    description: 'Clients by name, for the practitioners\' pickers: the admin sees every client, a nutritionist only the clients on their care team.',
  })
  @ApiOkResponse({ description: 'Clients under `data`.', type: UserPageDto })
  async clients(@CurrentUser() caller: SessionUser, @Query() query: PickerQueryDto) {
    // A picker offers only clients the plan, progress and booking routes will accept.
    return this.users.listClients(caller, query, caller.role === 'nutritionist' ? await this.careTeam.clientsOf(caller.id) : undefined);
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({
    summary: 'Get a user',
    description: 'Admins read anyone; nutritionists read clients; everyone reads themselves.',
  })
  @ApiIdParam('id', 'User id (24 hex characters).', 'No such user.')
  @ApiOkResponse({ description: 'The user.', type: UserResponseDto })
  @ApiForbiddenResponse({ description: 'Not a user the caller may read.', type: ErrorResponseDto })
  get(@CurrentUser() caller: SessionUser, @IdParam() id: string): Promise<UserInfo> {
    return this.users.getById(caller, id);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary: 'Update a user (admin)',
    description:
      'Name, email, phone, address and role of any user (admins included), or a temporary password for one who forgot theirs (which ends their sessions). The last admin keeps the admin role.',
  })
  @ApiIdParam('id', 'User id (24 hex characters).', 'No such user.')
  @ApiOkResponse({ description: 'The updated user.', type: UserResponseDto })
  @ApiConflictResponse({ description: 'Phone or email already used by another account, or the last admin would lose the admin role.', type: ErrorResponseDto })
  update(@IdParam() id: string, @Body() dto: AdminUpdateUserDto): Promise<UserInfo> {
    return this.users.adminUpdate(id, dto);
  }

  @Delete(':id/sessions')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a user\'s sessions (admin)', description: 'Signs the user out on every device; they sign in again with their password.' })
  @ApiIdParam('id', 'User id (24 hex characters).', 'No such user.')
  @ApiOkResponse({ description: 'Every session of the user ended.', type: MessageResponseDto })
  async endSessions(@IdParam() id: string) {
    await this.users.endSessions(id);
    return { message: Messages.users.sessionsEnded };
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a user (admin)', description: 'Admins (isAdmin) cannot be deleted.' })
  @ApiIdParam('id', 'User id (24 hex characters).', 'No such user.')
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  @ApiConflictResponse({ description: 'The user has a pending or confirmed appointment ahead (`USER.HAS_UPCOMING_APPOINTMENTS`); nothing changed.', type: ErrorResponseDto })
  @ApiInternalServerErrorResponse({ description: 'Only partly deleted (`USER.DELETION_INCOMPLETE`): the user is signed out and counts as gone; deleting again finishes it.', type: ErrorResponseDto })
  async remove(@IdParam() id: string) {
    await this.users.remove(id);
    return { message: Messages.users.deleted };
  }
}
