import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/access.decorator';
import { ClinicClock } from '../../common/time/clinic-clock';
import { DataExportService } from './data-export.service';

@ApiTags('Users')
@Controller('users')
export class DataExportController {
  constructor(
    private readonly exporter: DataExportService,
    private readonly clock: ClinicClock,
  ) {}

  @Get('me/export')
  @Roles('client')
  @ApiOperation({
    summary: 'Download all my data (clients)',
    description: 'One JSON file with the account, appointments, nutrition plans, progress records and messages.',
  })
  @ApiOkResponse({
    description: 'The file (sent as an attachment).',
    schema: { type: 'object', example: { exportedAt: '2026-11-21T10:15:00.000Z', account: {}, appointments: [], nutritionPlans: [], progressRecords: [], messages: [] } },
  })
  async export(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('content-disposition', `attachment; filename="my-clinic-data-${this.clock.today()}.json"`).header('cache-control', 'no-store');
    return this.exporter.exportFor(user);
  }
}
