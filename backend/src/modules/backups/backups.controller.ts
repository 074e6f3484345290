import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { BackupRunDto, BackupSettingsDto, BackupStatusDto } from './dto/backups.dto';
import { BackupsService } from './backups.service';

@ApiTags('Backups')
@Controller('backups')
@Roles('admin')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get('settings')
  @ApiOperation({ summary: 'Backup schedule (admin)', description: 'The defaults (daily at 02:00, keep 7 daily and 4 weekly) until the admin saves others.' })
  @ApiOkResponse({ description: 'The schedule and retention in force.', type: BackupSettingsDto })
  settings() {
    return this.backups.settings();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Change the backup schedule (admin)', description: 'All four fields are required. Retention applies after the next scheduled backup.' })
  @ApiOkResponse({ description: 'The schedule and retention after the change.', type: BackupSettingsDto })
  @ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
  update(@CurrentUser() user: SessionUser, @Body() dto: BackupSettingsDto) {
    return this.backups.updateSettings(dto, user.id);
  }

  @Get('status')
  @ApiOperation({ summary: 'Latest backups and the next one (admin)', description: 'The last run\'s time, size and result, the last successful one, the ten latest and when the next is due.' })
  @ApiOkResponse({ description: 'The state of backups.', type: BackupStatusDto })
  status() {
    return this.backups.status();
  }

  @Post('run')
  @HttpCode(201)
  @ApiOperation({ summary: 'Back up now (admin)', description: 'Takes a backup at once and answers when it is written; a failure is reported in the run (status "failed" and the error), not as an HTTP error.' })
  @ApiCreatedResponse({ description: 'The run, finished (succeeded or failed).', type: BackupRunDto })
  @ApiConflictResponse({ description: 'A backup is already running.', type: ErrorResponseDto })
  run() {
    return this.backups.runNow();
  }
}
