import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/access.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { Messages } from '@clinic/contracts';
import { AvailabilityOverrideDto, AvailabilityOverrideListDto, CreateOverrideDto, ListOverridesQueryDto } from './dto/availability-override.dto';
import { AvailabilityOverridesService } from './availability-overrides.service';

/** Date overrides of the weekly hours: a nutritionist keeps their own, the admin anyone's. */
@ApiTags('Availability')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field, or a domain code (see each route).', type: ErrorResponseDto })
@ApiForbiddenResponse({ description: 'A nutritionist naming another practitioner (`AVAILABILITY.OVERRIDE_NOT_YOURS`).', type: ErrorResponseDto })
@Controller('availabilities/overrides')
@Roles('admin', 'nutritionist')
export class AvailabilityOverridesController {
  constructor(private readonly overrides: AvailabilityOverridesService) {}

  @Get()
  @ApiOperation({ summary: 'Date overrides', description: 'Time off and extra hours ending today or later (or on/after `from`), by first date.' })
  @ApiOkResponse({ description: 'The overrides, by first date.', type: AvailabilityOverrideListDto })
  async list(@CurrentUser() user: SessionUser, @Query() query: ListOverridesQueryDto) {
    return { data: await this.overrides.list(user, query) };
  }

  @Post()
  @ApiOperation({
    summary: 'Add time off or extra hours',
    description:
      'Time off closes whole days from startDate to endDate (bookings there are refused with 409 `APPOINTMENT.TIME_OFF`; appointments already booked stay). ' +
      'Extra hours open startTime–endTime on one date. 400 codes: `AVAILABILITY.OVERRIDE_INVALID_RANGE`, `AVAILABILITY.OVERRIDE_IN_THE_PAST`.',
  })
  @ApiCreatedResponse({ description: 'The override as saved.', type: AvailabilityOverrideDto })
  @ApiNotFoundResponse({ description: 'No such practitioner (`USER.NOT_FOUND`).', type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'Extra hours overlapping other extra hours that date (`AVAILABILITY.OVERRIDE_OVERLAP`).', type: ErrorResponseDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateOverrideDto) {
    return this.overrides.create(user, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a date override' })
  @ApiIdParam('id', 'The override id.', 'No such override, or another practitioner\'s (`AVAILABILITY.OVERRIDE_NOT_FOUND`).')
  @ApiOkResponse({ description: 'Removed.', type: MessageResponseDto })
  async remove(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    await this.overrides.remove(user, id);
    return { message: Messages.availability.overrideDeleted };
  }
}
