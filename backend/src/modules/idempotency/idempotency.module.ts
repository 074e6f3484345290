import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyUserData } from './idempotency.user-data';
import { IdempotencyRecord, IdempotencyRecordSchema } from './schemas/idempotency-record.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: IdempotencyRecord.name, schema: IdempotencyRecordSchema }])],
  providers: [{ provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }, IdempotencyUserData],
  exports: [IdempotencyUserData],
})
export class IdempotencyModule {}
