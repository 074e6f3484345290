import { Module } from '@nestjs/common';
import { BackupsModule } from '../backups/backups.module';
import { HealthController } from './health.controller';

@Module({ imports: [BackupsModule], controllers: [HealthController] })
export class HealthModule {}
