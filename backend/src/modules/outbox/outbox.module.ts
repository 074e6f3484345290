import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OutboxService } from './outbox.service';
import { OutboxLease, OutboxLeaseSchema, OutboxMessage, OutboxMessageSchema } from './schemas/outbox-message.schema';

/** Global: any feature may enqueue; each kind's sender registers its handler at start-up. */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: OutboxMessage.name, schema: OutboxMessageSchema },
      { name: OutboxLease.name, schema: OutboxLeaseSchema },
    ]),
  ],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class OutboxModule {}
