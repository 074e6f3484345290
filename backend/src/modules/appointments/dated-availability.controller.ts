import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { DatedAvailabilityDto, DatedRangeQueryDto } from '../availability/dto/availability-override.dto';
import { DatedAvailabilityService } from './dated-availability.service';

/** Availability on real dates. Here rather than in the availability module because it reads bookings. */
@ApiTags('Availability')
@Controller('availabilities/nutritionist')
@SignedIn()
export class DatedAvailabilityController {
  constructor(private readonly dated: DatedAvailabilityService) {}

  @Get(':id/dates')
  @ApiScope('availability:read')
  @ApiOperation({
    summary: "A nutritionist's sessions on real dates",
    description:
      'Every date from `from` to `to` (at most 42 days) with its sessions, each free, booked, blocked (closed by the practitioner), time-off or past; ' +
      'weekly hours, time off, extra hours and bookings all applied. Who booked is never said.',
  })
  @ApiIdParam('id', "The nutritionist's user id.", 'No such nutritionist.')
  @ApiOkResponse({ description: 'Each date of the range with its sessions.', type: DatedAvailabilityDto })
  @ApiBadRequestResponse({ description: 'A range over 42 days or ending before it starts (`AVAILABILITY.DATED_RANGE_INVALID`).', type: ErrorResponseDto })
  dates(@IdParam() id: string, @Query() query: DatedRangeQueryDto) {
    return this.dated.between(id, query.from, query.to);
  }
}
