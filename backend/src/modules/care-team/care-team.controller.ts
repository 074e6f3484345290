import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiException } from '../../common/errors/api.exception';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { ID_PATTERN } from '../../common/dto/api-formats';
import { CareTeamService } from './care-team.service';
import { AddCareTeamMemberDto, CareTeamDto } from './dto/care-team.dto';

const CLIENT_PARAM = { name: 'clientId', description: 'The client\'s user id.', example: '665f1c2b9d3e4a0012ab34cd', schema: { type: 'string', pattern: ID_PATTERN } };
const PRACTITIONER_PARAM = { name: 'practitionerId', description: 'The practitioner\'s user id.', example: '665f1c2b9d3e4a0012ab34ce', schema: { type: 'string', pattern: ID_PATTERN } };

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
  @ApiParam(CLIENT_PARAM)
  @ApiOkResponse({ description: 'The care team.', type: CareTeamDto })
  @ApiNotFoundResponse({ description: 'No such client, or not one the caller may see.', type: ErrorResponseDto })
  get(@CurrentUser() user: SessionUser, @Param('clientId', ParseObjectIdPipe) clientId: string) {
    if (user.role === 'client' && user.id !== clientId) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    return this.careTeam.teamOf(clientId);
  }

  @Post('client/:clientId')
  @Roles('admin')
  @ApiOperation({ summary: 'Assign a practitioner to a client\'s care team', description: 'Idempotent: assigning a member again changes nothing.' })
  @ApiParam(CLIENT_PARAM)
  @ApiCreatedResponse({ description: 'The care team after the change.', type: CareTeamDto })
  @ApiBadRequestResponse({ description: 'Invalid input, or the practitioner is not a nutritionist or an admin (`CARE.NOT_A_PRACTITIONER`).', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No such client.', type: ErrorResponseDto })
  add(@CurrentUser() user: SessionUser, @Param('clientId', ParseObjectIdPipe) clientId: string, @Body() dto: AddCareTeamMemberDto) {
    return this.careTeam.assign(user.id, clientId, dto.practitioner);
  }

  @Delete('client/:clientId/:practitionerId')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a practitioner from a client\'s care team',
    description: 'Their access to the client\'s plans and progress ends at once; the records they wrote stay, attributed to them.',
  })
  @ApiParam(CLIENT_PARAM)
  @ApiParam(PRACTITIONER_PARAM)
  @ApiOkResponse({ description: 'Removed.', type: MessageResponseDto })
  @ApiNotFoundResponse({ description: 'The practitioner is not on this care team.', type: ErrorResponseDto })
  async remove(@Param('clientId', ParseObjectIdPipe) clientId: string, @Param('practitionerId', ParseObjectIdPipe) practitionerId: string) {
    await this.careTeam.remove(clientId, practitionerId);
    return { message: Messages.care.removed };
  }
}
