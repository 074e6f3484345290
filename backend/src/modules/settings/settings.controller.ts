import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Public, Roles } from '../../common/decorators/access.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { ClinicSettingsService } from './clinic-settings.service';
import { ClinicSettingsChangePageDto, ClinicSettingsDto, UpdateClinicSettingsDto } from './dto/settings.dto';

/** The clinic's settings. Everyone reads them (the header shows the name, prices are public); the admin changes them. */
@ApiTags('Settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: ClinicSettingsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The clinic\'s settings', description: 'Name, address, phone, prices, the cancellation cut-off and the follow-up interval. Public: nothing in it is private.' })
  @ApiOkResponse({ description: 'The settings.', type: ClinicSettingsDto })
  @ApiServiceUnavailableResponse({ description: 'The database cannot be reached (`DATABASE.UNAVAILABLE`); try again shortly.', type: ErrorResponseDto })
  get(): Promise<ClinicSettingsDto> {
    return this.settings.view();
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    summary: 'Change the clinic\'s settings (admin)',
    description: 'Only the fields given change. A new price applies to bookings made from now on; booked appointments keep theirs. Each change is recorded with who made it and the old and new values.',
  })
  @ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field. The body a `GET` returned is accepted back (`updatedAt` is the server\'s and ignored).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'The settings as they are now.', type: ClinicSettingsDto })
  update(@CurrentUser() user: SessionUser, @Body() dto: UpdateClinicSettingsDto): Promise<ClinicSettingsDto> {
    return this.settings.update(user, dto);
  }

  @Get('changes')
  @Roles('admin')
  @ApiOperation({ summary: 'Changes of the clinic\'s settings (admin)', description: 'Who changed which setting, when, from what to what; newest first.' })
  @ApiBadRequestResponse({ description: 'Invalid paging.', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'A page of changes.', type: ClinicSettingsChangePageDto })
  changes(@Query() query: PagingQueryDto) {
    return this.settings.history(query);
  }
}
