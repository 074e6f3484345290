import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DIARY_PHOTO_TYPES, NutritionMessages } from '@clinic/contracts';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ClientAdherenceListDto, CreateDiaryEntryDto, DiaryEntryDto, DiaryEntryListDto, DiaryRangeQueryDto, DiarySummaryDto } from './dto/diary.dto';
import { DiaryService } from './diary.service';

const ONLY_CLIENTS = 'Only a client logs, changes or deletes diary entries, and only their own.';

/** The food diary (issue 59 §3): what a client ate, against their plan and their target. */
@ApiTags('Diary')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('diary')
export class DiaryController {
  constructor(private readonly diary: DiaryService) {}

  @Post()
  @Roles('client')
  @ApiOperation({
    summary: 'Log a meal',
    description:
      'A client logs a meal of their own: the foods eaten (grams or a household measure), or `asPlanned` with the id of their plan, which copies that day\'s planned meal at `mealTime`. ' +
      'The date is not in the future and at most 30 days back. Sending the same `clientEntryId` again stores nothing and answers 200 with the entry stored the first time.',
  })
  @ApiCreatedResponse({ description: 'The entry, logged now.', type: DiaryEntryDto })
  @ApiOkResponse({ description: 'This `clientEntryId` was logged before: the stored entry.', type: DiaryEntryDto })
  @ApiForbiddenResponse({ description: ONLY_CLIENTS, type: ErrorResponseDto })
  async create(@CurrentUser() user: SessionUser, @Body() dto: CreateDiaryEntryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const { entry, created } = await this.diary.create(user, dto);
    void reply.status(created ? 201 : 200);
    return entry;
  }

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'A client\'s diary entries of a period', description: 'A client reads their own; a practitioner a client on their care team; the admin anyone\'s. At most 92 days.' })
  @ApiOkResponse({ description: 'The entries.', type: DiaryEntryListDto })
  @ApiForbiddenResponse({ description: 'Not allowed for this account.', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No such client, or not one the caller may read (`DIARY.NOT_FOUND`).', type: ErrorResponseDto })
  list(@CurrentUser() user: SessionUser, @Query() query: DiaryRangeQueryDto) {
    return this.diary.list(user, query);
  }

  @Get('summary')
  @SignedIn()
  @ApiOperation({
    summary: 'Intake against the plan and the target, per day',
    description: 'Per day of the period: what was eaten, what the plan in effect gave, the target, and the averages over the days logged. Same access as the entries. A week: `from` = `to` − 6 days.',
  })
  @ApiOkResponse({ description: 'The summary.', type: DiarySummaryDto })
  @ApiForbiddenResponse({ description: 'Not allowed for this account.', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No such client, or not one the caller may read (`DIARY.NOT_FOUND`).', type: ErrorResponseDto })
  summary(@CurrentUser() user: SessionUser, @Query() query: DiaryRangeQueryDto) {
    return this.diary.summary(user, query);
  }

  @Get('adherence')
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'How the caller\'s clients kept to their plans this week',
    description: 'For each client on the caller\'s care team (the admin: every client with a plan), at most 200, over the last 7 days: days logged and intake energy as a percent of the planned energy. Least adherent first.',
  })
  @ApiOkResponse({ description: 'The clients.', type: ClientAdherenceListDto })
  @ApiForbiddenResponse({ description: 'Only practitioners and the admin.', type: ErrorResponseDto })
  adherence(@CurrentUser() user: SessionUser) {
    return this.diary.adherence(user);
  }

  @Delete(':id')
  @Roles('client')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a diary entry', description: 'The client who logged it deletes it, with its photo.' })
  @ApiIdParam('id', 'Diary entry id.')
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  @ApiForbiddenResponse({ description: ONLY_CLIENTS, type: ErrorResponseDto })
  async remove(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    await this.diary.remove(user, id);
    return { message: NutritionMessages.diary.deleted };
  }

  @Put(':id/photo')
  @Roles('client')
  @ApiOperation({
    summary: 'Add or replace the photo of a meal',
    description: 'The body is the image itself, JPEG, PNG or WebP (checked by its bytes, not only by Content-Type), at most 2 MB. Only the client who logged the entry.',
  })
  @ApiConsumes(...DIARY_PHOTO_TYPES)
  @ApiBody({ description: 'The image bytes.', schema: { type: 'string', format: 'binary' } })
  @ApiIdParam('id', 'Diary entry id.')
  @ApiOkResponse({ description: 'The entry, with `hasPhoto`.', type: DiaryEntryDto })
  @ApiForbiddenResponse({ description: ONLY_CLIENTS, type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 2 MB.', type: ErrorResponseDto })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or WebP image (`DIARY.PHOTO_TYPE`).', type: ErrorResponseDto })
  putPhoto(@CurrentUser() user: SessionUser, @IdParam() id: string, @Req() req: FastifyRequest) {
    return this.diary.putPhoto(user, id, req.body);
  }

  @Get(':id/photo')
  @SignedIn()
  @ApiOperation({ summary: 'The photo of a meal', description: 'To whoever may read the entry: the client, their care team, the admin.' })
  @ApiIdParam('id', 'Diary entry id.', 'No such entry or photo, or not one the caller may see.')
  @ApiOkResponse({ description: 'The image, with its type.', content: Object.fromEntries(DIARY_PHOTO_TYPES.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) })
  async photo(@CurrentUser() user: SessionUser, @IdParam() id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const { type, data } = await this.diary.getPhoto(user, id);
    void reply.type(type).header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff');
    return data;
  }
}
