import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NutritionMessages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/access.decorator';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { CreatePlanTemplateDto, PlanTemplateDto, PlanTemplatePageDto, UpdatePlanTemplateDto } from './dto/plan-template.dto';
import { PlanTemplatesService } from './plan-templates.service';

/** The clinic's plan templates: practitioners save them and start clients' plans from them. */
@ApiTags('Plan templates')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('planTemplates')
@Roles('admin', 'nutritionist')
export class PlanTemplatesController {
  constructor(private readonly templates: PlanTemplatesService) {}

  @Get()
  @ApiOperation({ summary: 'List plan templates', description: 'All of the clinic\'s, newest first.' })
  @ApiOkResponse({ description: 'A page of templates.', type: PlanTemplatePageDto })
  list(@Query() query: PagingQueryDto) {
    return this.templates.list(query);
  }

  @Post()
  @ApiOperation({ summary: 'Save a plan template', description: 'From meals (`{ title, description?, meals }`), or from a plan the caller may read (`{ fromPlan, title? }`), whose meals are copied as they are.' })
  @ApiCreatedResponse({ description: 'The template.', type: PlanTemplateDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreatePlanTemplateDto) {
    return this.templates.create(user, dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a plan template' })
  @ApiIdParam('id', 'Template id.', 'No such template.')
  @ApiOkResponse({ description: 'The template.', type: PlanTemplateDto })
  get(@IdParam() id: string) {
    return this.templates.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a plan template', description: 'Send only what changes. Only who saved it, or the admin, may.' })
  @ApiIdParam('id', 'Template id.', 'No such template.')
  @ApiForbiddenResponse({ description: 'Saved by someone else (`CARE.NOT_THE_AUTHOR`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'The template after the change.', type: PlanTemplateDto })
  update(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: UpdatePlanTemplateDto) {
    return this.templates.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a plan template', description: 'Plans started from it keep their meals. Only who saved it, or the admin, may.' })
  @ApiIdParam('id', 'Template id.', 'No such template.')
  @ApiForbiddenResponse({ description: 'Saved by someone else (`CARE.NOT_THE_AUTHOR`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  async remove(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    await this.templates.remove(user, id);
    return { message: NutritionMessages.planNutrition.templateDeleted };
  }
}
