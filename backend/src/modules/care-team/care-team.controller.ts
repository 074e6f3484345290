import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiException } from '../../common/errors/api.exception';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { CareTeamService } from './care-team.service';
import { AddCareTeamMemberDto, CareTeamDto } from './dto/care-team.dto';

/**
 * A client's care team: the practitioners who may read and write their plans and progress. The
 * admin sees and edits every team; a client sees their own. Practitioners join when the client books
 * with them or the admin assigns or books them, never by their own action.
 */
@ApiTags('Care team')
@ApiBadRequestResponse({ description: 'Invalid input (an id that is not a user id); `errors` lists each field.', type: ErrorResponseDto })
@Controller('careTeam')
@SignedIn()
export class CareTeamController {
  constructor(private readonly careTeam: CareTeamService) {}

  @Get('client/:clientId')
  @Roles('admin', 'client')
  @ApiOperation({ summary: 'A client\'s care team', description: 'The admin reads any client\'s; a client their own.' })
  @ApiIdParam('clientId', "The client's user id.", 'No such client, or not one the caller may see.')
  @ApiOkResponse({ description: 'The care team.', type: CareTeamDto })
  get(@CurrentUser() user: SessionUser, @IdParam('clientId') clientId: string) {
    if (user.role === 'client' && user.id !== clientId) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    return this.careTeam.teamOf(clientId);
  }

  @Post('client/:clientId')
  @Roles('admin')
  @ApiOperation({ summary: 'Assign a practitioner to a client\'s care team', description: 'Idempotent: assigning a member again changes nothing.' })
  @ApiIdParam('clientId', "The client's user id.", 'No such client.')
  @ApiCreatedResponse({ description: 'The care team after the change.', type: CareTeamDto })
  @ApiBadRequestResponse({ description: 'Invalid input, or the practitioner is not a nutritionist or an admin (`CARE.NOT_A_PRACTITIONER`).', type: ErrorResponseDto })
  add(@CurrentUser() user: SessionUser, @IdParam('clientId') clientId: string, @Body() dto: AddCareTeamMemberDto) {
    return this.careTeam.assign(user.id, clientId, dto.practitioner);
  }

  @Delete('client/:clientId/:practitionerId')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a practitioner from a client\'s care team',
    description: 'Their access to the client\'s plans and progress ends at once; the records they wrote stay, attributed to them.',
  })
  @ApiIdParam('clientId', "The client's user id.", 'The practitioner is not on this care team.')
  @ApiIdParam('practitionerId', "The practitioner's user id.", null)
  @ApiOkResponse({ description: 'Removed.', type: MessageResponseDto })
  async remove(@IdParam('clientId') clientId: string, @IdParam('practitionerId') practitionerId: string) {
    await this.careTeam.remove(clientId, practitionerId);
    return { message: Messages.care.removed };
  }
}
