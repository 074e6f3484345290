import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DataExportController } from './data-export.controller';
import { DataExportService } from './data-export.service';

@Module({
  imports: [UsersModule],
  controllers: [DataExportController],
  providers: [DataExportService],
})
export class DataExportModule {}
