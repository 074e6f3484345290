import { Controller, Get, HttpStatus, Res, UseGuards } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Connection } from 'mongoose';
import { Public } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { OptionalSessionGuard } from '../../common/guards/optional-session.guard';
import { ShutdownState } from '../../common/lifecycle/shutdown';
import { BackupsService } from '../backups/backups.service';
import { BackupHealthDto } from '../backups/dto/backups.dto';
import { RedisService } from '../../common/redis/redis.service';

class HealthDto {
  @ApiProperty({
    description:
      '"ok" when the API can serve requests, "degraded" when the database or Redis is away, "draining" while the instance shuts down.',
    enum: ['ok', 'degraded', 'draining'],
    example: 'ok',
  })
  status!: 'ok' | 'degraded' | 'draining';

  @ApiProperty({ description: 'Whether the database answered a ping just now.', enum: ['up', 'down'], example: 'up' })
  database!: 'up' | 'down';

  @ApiProperty({
    description: 'Whether Redis (live events and sign-in limits shared across instances) answers; "off" when this instance runs alone.',
    enum: ['up', 'down', 'off'],
    example: 'off',
  })
  redis!: 'up' | 'down' | 'off';

  @ApiProperty({ description: 'Seconds since the process started.', example: 3600 })
  uptime!: number;

  @ApiPropertyOptional({
    description: 'Only for a signed-in admin: the latest backup. A failed backup does not change `status` (the instance still serves).',
    type: BackupHealthDto,
  })
  backups?: BackupHealthDto;
}

const PING_TIMEOUT_MS = 1000;

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly shutdown: ShutdownState,
    private readonly backups: BackupsService,
    private readonly redis: RedisService,
  ) {}

  @Get()
  @Public()
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({
    summary: 'Service health',
    description: 'Pings the database; 503 while it is unreachable, and while this instance drains before shutting down (take it out of rotation).',
  })
  @ApiResponse({ status: 200, description: 'Serving: healthy, or degraded with Redis away.', type: HealthDto })
  @ApiResponse({ status: 503, description: 'The database is unreachable, or the instance is draining.', type: HealthDto })
  async check(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user?: SessionUser): Promise<HealthDto> {
    const up = await this.ping();
    const redis = this.redis.state;
    const status = this.shutdown.draining ? 'draining' : up && redis !== 'down' ? 'ok' : 'degraded';
    // Without Redis the instance still serves (per-instance limits, local events): still a 200, or a
    // balancer would take every instance out at once when the one shared Redis goes away.
    const serving = status === 'ok' || (status === 'degraded' && up);
    reply.status(serving ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).header('cache-control', 'no-store');
    const backups = up && user?.role === 'admin' ? await this.backups.health().catch(() => undefined) : undefined;
    return { status, database: up ? 'up' : 'down', redis, uptime: Math.round(process.uptime()), ...(backups ? { backups } : {}) };
  }

  private async ping(): Promise<boolean> {
    const db = this.connection.db;
    if (!db || this.connection.readyState !== 1) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
    try {
      return await Promise.race([db.command({ ping: 1 }).then(() => true, () => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
