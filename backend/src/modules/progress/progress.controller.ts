import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { CreateProgressDto, ListProgressQueryDto, ProgressDto, ProgressPageDto, UpdateProgressDto } from './dto/progress.dto';
import { ProgressService } from './progress.service';
import { ID_PATTERN } from '../../common/dto/api-formats';

const ID_PARAM = { name: 'id', description: 'Progress record id.', example: '665f1c2b9d3e4a0012ab34cd', schema: { type: 'string', pattern: ID_PATTERN } };
const CLIENT_PARAM = { name: 'clientId', description: 'The client\'s user id.', example: '665f1c2b9d3e4a0012ab34cd' };
const NOT_FOUND = { description: 'No such record, or not one the caller may see.', type: ErrorResponseDto };

/** Progress records (weight, height, body fat, BMI): practitioners record them; clients read their own. */
@ApiTags('Progress')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('progresses')
@SignedIn()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @Post()
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'Record progress',
    description: 'BMI is computed here from weight and height. An admin is recorded as the nutritionist; a nutritionist records under the nutritionist of the client\'s first plan.',
  })
  @ApiCreatedResponse({ description: 'The record.', type: ProgressDto })
  @ApiForbiddenResponse({ description: 'A nutritionist recording for someone who is not their client.', type: ErrorResponseDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateProgressDto) {
    return this.progress.create(user, dto);
  }

  @Get()
  @ApiOperation({ summary: 'List progress records', description: 'Latest first; scoped like plans.' })
  @ApiOkResponse({ description: 'A page of records.', type: ProgressPageDto })
  list(@CurrentUser() user: SessionUser, @Query() query: ListProgressQueryDto) {
    return this.progress.list(user, query);
  }

  @Get('client/:clientId')
  @ApiOperation({ summary: 'A client\'s progress records', description: 'Latest first.' })
  @ApiParam(CLIENT_PARAM)
  @ApiOkResponse({ description: 'A page of records.', type: ProgressPageDto })
  @ApiNotFoundResponse({ description: 'Not a client the caller may see.', type: ErrorResponseDto })
  forClient(@CurrentUser() user: SessionUser, @Param('clientId', ParseObjectIdPipe) clientId: string, @Query() query: ListProgressQueryDto) {
    return this.progress.forClient(user, clientId, query);
  }

  @Get('latest/:clientId')
  @ApiOperation({ summary: 'A client\'s latest progress record' })
  @ApiParam(CLIENT_PARAM)
  @ApiOkResponse({ description: 'The latest record.', type: ProgressDto })
  @ApiNotFoundResponse({ description: 'No record yet, or not a client the caller may see.', type: ErrorResponseDto })
  latest(@CurrentUser() user: SessionUser, @Param('clientId', ParseObjectIdPipe) clientId: string) {
    return this.progress.latest(user, clientId);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a progress record' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: 'The record.', type: ProgressDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@CurrentUser() user: SessionUser, @Param('id', ParseObjectIdPipe) id: string) {
    return this.progress.get(user, id);
  }

  @Put(':id')
  @Roles('admin', 'nutritionist')
  @ApiOperation({ summary: 'Change a progress record', description: 'BMI is recomputed.' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: 'The record after the change.', type: ProgressDto })
  @ApiNotFoundResponse(NOT_FOUND)
  update(@CurrentUser() user: SessionUser, @Param('id', ParseObjectIdPipe) id: string, @Body() dto: UpdateProgressDto) {
    return this.progress.update(user, id, dto);
  }

  @Delete(':id')
  @Roles('admin', 'nutritionist')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a progress record' })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  async remove(@CurrentUser() user: SessionUser, @Param('id', ParseObjectIdPipe) id: string) {
    await this.progress.remove(user, id);
    return { message: Messages.progress.deleted };
  }
}
