import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Public, SESSION_COOKIE } from '../../common/decorators/access.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { MetricsService } from '../../common/metrics/metrics.service';
import { MetricsAccessGuard } from './metrics-access.guard';

@ApiTags('Health')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  // Not public: the global guard lets it through to MetricsAccessGuard, which takes a token or an admin session.
  @Public()
  @UseGuards(MetricsAccessGuard)
  @Header('cache-control', 'no-store')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiBearerAuth()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({
    summary: 'Prometheus metrics of this instance',
    description: 'Requests and latency by route and status, live event streams, audit queue depth, database and Redis availability. For `METRICS_TOKEN` (Bearer) or an admin session.',
  })
  // Only the success is text; refusals are the usual JSON error.
  @ApiOkResponse({ description: 'Prometheus text format.', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ description: 'No or wrong token, and no session.', type: ErrorResponseDto })
  @ApiForbiddenResponse({ description: 'Signed in, but not an admin.', type: ErrorResponseDto })
  async scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
