import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Messages } from '@clinic/contracts';
import { Roles } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { CreatedWebhookEndpointDto, CreateWebhookDto, UpdateWebhookDto, WebhookDeliveryPageDto, WebhookEndpointDto } from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

const SIGNING =
  'Each delivery is a POST of the event as JSON, with `Clinic-Event-Id` (the same on retries and resends: drop duplicates by it) and ' +
  '`Clinic-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint\'s secret>`. Any 2xx within 5 s counts as delivered; ' +
  'otherwise the event is retried with exponential backoff for a day, after which the endpoint is disabled. Events about one appointment arrive in order.';

@ApiTags('Integrations')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('integrations/webhooks')
@Roles('admin')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: 'List webhook endpoints (admin)', description: 'Newest first. Secrets are never listed.' })
  @ApiOkResponse({ description: 'Every endpoint.', type: [WebhookEndpointDto] })
  list() {
    return this.webhooks.list();
  }

  @Post()
  @ApiOperation({ summary: 'Register a webhook endpoint (admin)', description: `The answer holds the signing secret, shown this once. ${SIGNING}` })
  @ApiCreatedResponse({ description: 'The endpoint, with its signing secret.', type: CreatedWebhookEndpointDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateWebhookDto) {
    return this.webhooks.create(user, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change, pause or re-enable a webhook endpoint (admin)' })
  @ApiIdParam('id', 'Endpoint id.')
  @ApiOkResponse({ description: 'The endpoint as it is now.', type: WebhookEndpointDto })
  update(@IdParam() id: string, @Body() dto: UpdateWebhookDto) {
    return this.webhooks.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook endpoint (admin)', description: 'Events still queued for it are dropped.' })
  @ApiIdParam('id', 'Endpoint id.')
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  async remove(@IdParam() id: string) {
    await this.webhooks.remove(id);
    return { message: Messages.integrations.webhookDeleted };
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'Delivery log of an endpoint (admin)', description: 'Every attempt: when, the event, the outcome and the response code.' })
  @ApiIdParam('id', 'Endpoint id.')
  @ApiOkResponse({ description: 'A page of attempts.', type: WebhookDeliveryPageDto })
  deliveries(@IdParam() id: string, @Query() query: PagingQueryDto) {
    return this.webhooks.deliveryLog(id, query);
  }

  @Post(':id/events/:eventId/resend')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send an event to the endpoint again (admin)', description: 'Queued at once, with the same event id.' })
  @ApiIdParam('id', 'Endpoint id.')
  @ApiParam({ name: 'eventId', description: 'The event id from the delivery log.', schema: { type: 'string', format: 'uuid' } })
  @ApiAcceptedResponse({ description: 'Queued.', type: MessageResponseDto })
  async resend(@IdParam() id: string, @Param('eventId') eventId: string) {
    await this.webhooks.resend(id, eventId);
    return { message: Messages.integrations.resendQueued };
  }
}
