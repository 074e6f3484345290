import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { CopyDayDto, CreatePlanDto, ListPlansQueryDto, PlanDto, PlanPageDto, PlanPdfQueryDto, UpdatePlanDto } from './dto/plan.dto';
import { PlanPdf } from './nutrition-plans.pdf';
import { NutritionPlansService } from './nutrition-plans.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

/** Nutrition plans: practitioners write them; clients read their own. */
@ApiTags('Nutrition plans')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('nutritionPlans')
@SignedIn()
export class NutritionPlansController {
  constructor(
    private readonly plans: NutritionPlansService,
    private readonly pdf: PlanPdf,
  ) {}

  @Post()
  @Idempotent()
  @Roles('admin', 'nutritionist')
  @ApiOperation({ summary: 'Write a plan for a client', description: 'The signed-in practitioner is recorded as its nutritionist and as `enteredBy`.' })
  @ApiCreatedResponse({ description: 'The plan.', type: PlanDto })
  @ApiForbiddenResponse({ description: 'A nutritionist writing for a client not on their care team (`CARE.NOT_YOUR_CLIENT`).', type: ErrorResponseDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreatePlanDto) {
    return this.plans.create(user, dto);
  }

  @Get()
  @ApiScope('plans:read')
  @ApiOperation({ summary: 'List plans', description: 'A client\'s own, a nutritionist\'s clients\', or all for the admin; newest first.' })
  @ApiOkResponse({ description: 'A page of plans.', type: PlanPageDto })
  list(@CurrentUser() user: SessionUser, @Query() query: ListPlansQueryDto) {
    return this.plans.list(user, query);
  }

  @Get('client/:clientId')
  @ApiScope('plans:read')
  @ApiOperation({ summary: 'A client\'s plans' })
  @ApiIdParam('clientId', "The client's user id.", 'Not a client the caller may see.')
  @ApiOkResponse({ description: 'A page of that client\'s plans.', type: PlanPageDto })
  forClient(@CurrentUser() user: SessionUser, @IdParam('clientId') clientId: string, @Query() query: ListPlansQueryDto) {
    return this.plans.forClient(user, clientId, query);
  }

  @Get(':id')
  @ApiScope('plans:read')
  @ApiOperation({ summary: 'Get a plan' })
  @ApiIdParam('id', 'Plan id.', 'No such plan, or not one the caller may see.')
  @ApiOkResponse({ description: 'The plan.', type: PlanDto })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.plans.get(user, id);
  }

  @Put(':id')
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'Change a plan',
    description:
      'Send only the fields that change, or the whole create body: `client` is accepted when it is the plan\'s client and refused otherwise. ' +
      '`meals` and `attachments` replace the lists. Only who wrote the plan, or the admin, may change it.',
  })
  @ApiIdParam('id', 'Plan id.', 'No such plan, or not one the caller may see.')
  @ApiForbiddenResponse({ description: 'The plan was written by someone else (`CARE.NOT_THE_AUTHOR`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'The plan after the change.', type: PlanDto })
  update(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: UpdatePlanDto) {
    return this.plans.update(user, id, dto);
  }

  @Post(':id/copy-day')
  @HttpCode(200)
  @Roles('admin', 'nutritionist')
  @ApiOperation({ summary: 'Copy a day of a plan to other days', description: 'The meals of each day in `to` are replaced by copies of day `from`\'s. Only who wrote the plan, or the admin, may.' })
  @ApiIdParam('id', 'Plan id.', 'No such plan, or not one the caller may see.')
  @ApiForbiddenResponse({ description: 'The plan was written by someone else (`CARE.NOT_THE_AUTHOR`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'The plan after the copy.', type: PlanDto })
  copyDay(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: CopyDayDto) {
    return this.plans.copyDay(user, id, dto);
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'A plan as a one-page PDF', description: 'In `lang` when given, else in the client\'s language: each day\'s meals and foods, totals, split and the client\'s target.' })
  @ApiIdParam('id', 'Plan id.', 'No such plan, or not one the caller may see.')
  @ApiOkResponse({ description: 'The PDF, one A4 page.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async printable(@CurrentUser() user: SessionUser, @IdParam() id: string, @Query() query: PlanPdfQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const { pdf, filename } = await this.pdf.render(user, id, query.lang);
    void reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`);
    return pdf;
  }

  @Delete(':id')
  @Roles('admin', 'nutritionist')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a plan', description: 'Only who wrote the plan, or the admin, may delete it.' })
  @ApiForbiddenResponse({ description: 'The plan was written by someone else (`CARE.NOT_THE_AUTHOR`).', type: ErrorResponseDto })
  @ApiIdParam('id', 'Plan id.', 'No such plan, or not one the caller may see.')
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  async remove(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    await this.plans.remove(user, id);
    return { message: Messages.plans.deleted };
  }
}
