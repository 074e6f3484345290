import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { CreateProgressDto, ListProgressQueryDto, ProgressDto, ProgressPageDto, UpdateProgressDto } from './dto/progress.dto';
import { ProgressService } from './progress.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

/**
 * Progress records (weight, height, body fat, BMI): a client's care team records them, and a client
 * records their own (home weigh-ins). Each record keeps who entered it; only they or the admin change it.
 */
@ApiTags('Progress')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('progresses')
@SignedIn()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Record progress',
    description:
      'BMI is computed here from weight and height. An admin is recorded as the nutritionist; otherwise the nutritionist of the client\'s first plan. ' +
      'A client records only for themselves; a nutritionist only for clients on their care team. The signed-in user is recorded as `enteredBy`.',
  })
  @ApiCreatedResponse({ description: 'The record.', type: ProgressDto })
  @ApiForbiddenResponse({ description: 'A nutritionist recording for a client not on their care team, or a client recording for someone else.', type: ErrorResponseDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateProgressDto) {
    return this.progress.create(user, dto);
  }

  @Get()
  @ApiScope('progress:read')
  @ApiOperation({ summary: 'List progress records', description: 'Latest first; scoped like plans.' })
  @ApiOkResponse({ description: 'A page of records.', type: ProgressPageDto })
  list(@CurrentUser() user: SessionUser, @Query() query: ListProgressQueryDto) {
    return this.progress.list(user, query);
  }

  @Get('client/:clientId')
  @ApiScope('progress:read')
  @ApiOperation({ summary: 'A client\'s progress records', description: 'Latest first.' })
  @ApiIdParam('clientId', "The client's user id.", 'Not a client the caller may see.')
  @ApiOkResponse({ description: 'A page of records.', type: ProgressPageDto })
  forClient(@CurrentUser() user: SessionUser, @IdParam('clientId') clientId: string, @Query() query: ListProgressQueryDto) {
    return this.progress.forClient(user, clientId, query);
  }

  @Get('latest/:clientId')
  @ApiScope('progress:read')
  @ApiOperation({ summary: 'A client\'s latest progress record' })
  @ApiIdParam('clientId', "The client's user id.", 'No record yet, or not a client the caller may see.')
  @ApiOkResponse({ description: 'The latest record.', type: ProgressDto })
  latest(@CurrentUser() user: SessionUser, @IdParam('clientId') clientId: string) {
    return this.progress.latest(user, clientId);
  }

  @Get(':id')
  @ApiScope('progress:read')
  @ApiOperation({ summary: 'Get a progress record' })
  @ApiIdParam('id', 'Progress record id.')
  @ApiOkResponse({ description: 'The record.', type: ProgressDto })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.progress.get(user, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a progress record', description: 'BMI is recomputed. Only who entered the record, or the admin, may change it.' })
  @ApiForbiddenResponse({ description: 'The record was entered by someone else (`CARE.NOT_THE_AUTHOR`).', type: ErrorResponseDto })
  @ApiIdParam('id', 'Progress record id.')
  @ApiOkResponse({ description: 'The record after the change.', type: ProgressDto })
  update(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: UpdateProgressDto) {
    return this.progress.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a progress record', description: 'Only who entered the record, or the admin, may delete it.' })
  @ApiForbiddenResponse({ description: 'The record was entered by someone else (`CARE.NOT_THE_AUTHOR`).', type: ErrorResponseDto })
  @ApiIdParam('id', 'Progress record id.')
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  async remove(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    await this.progress.remove(user, id);
    return { message: Messages.progress.deleted };
  }
}
