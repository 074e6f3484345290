import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { CreatePlanDto, ListPlansQueryDto, PlanDto, PlanPageDto, UpdatePlanDto } from './dto/plan.dto';
import { NutritionPlansService } from './nutrition-plans.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

/** Nutrition plans: practitioners write them; clients read their own. */
@ApiTags('Nutrition plans')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('nutritionPlans')
@SignedIn()
export class NutritionPlansController {
  constructor(private readonly plans: NutritionPlansService) {}

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
