import { Global, Module } from '@nestjs/common';
import { MetricsService } from '../../common/metrics/metrics.service';
import { MetricsController } from './metrics.controller';
import { MetricsAccessGuard } from './metrics-access.guard';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, MetricsAccessGuard],
  exports: [MetricsService],
})
export class MetricsModule {}
