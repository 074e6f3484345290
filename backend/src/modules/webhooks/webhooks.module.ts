import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { WebhookDelivery, WebhookDeliverySchema, WebhookEndpoint, WebhookEndpointSchema } from './schemas/webhook-endpoint.schema';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** Global: the features whose changes are events (appointments, payments, messages, plans, sign-up) emit through it. */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: WebhookEndpoint.name, schema: WebhookEndpointSchema },
      { name: WebhookDelivery.name, schema: WebhookDeliverySchema },
    ]),
  ],
  controllers: [WebhooksController],
  providers: [WebhooksService],
  exports: [WebhooksService],
})
export class WebhooksModule {}
