import { Body, Controller, Delete, Get, HttpCode, Param, ParseEnumPipe, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Messages, WEEKDAYS, type Weekday } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiException } from '../../common/errors/api.exception';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { AddAvailabilityDto, AvailabilityDayDto, AvailabilityWeekDto, ReplaceSlotsDto, SetSlotStatusDto } from './dto/availability.dto';
import { AvailabilityService } from './availability.service';

const DAY_PARAM = { name: 'dayOfWeek', enum: WEEKDAYS, description: 'Weekday, Monday to Sunday.', example: 'Monday' };
const dayPipe = new ParseEnumPipe(Object.fromEntries(WEEKDAYS.map((d) => [d, d])), {
  exceptionFactory: () => ApiException.badRequest(Messages.availability.invalidDay, ErrorCode.AvailabilityInvalidDay),
});

/** Weekly availability: each practitioner edits their own; anyone signed in may read anyone's. */
@ApiTags('Availability')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('availabilities')
@Roles('admin', 'nutritionist')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Post()
  @ApiOperation({ summary: 'Add slots to a weekday', description: 'Adds slots to the signed-in practitioner\'s day, creating it if new.' })
  @ApiCreatedResponse({ description: 'The whole day after the change.', type: AvailabilityDayDto })
  add(@CurrentUser() user: SessionUser, @Body() dto: AddAvailabilityDto) {
    return this.availability.add(user.id, dto.dayOfWeek, dto.slots);
  }

  @Get('mine')
  @ApiOperation({ summary: 'My weekly availability' })
  @ApiOkResponse({ description: 'Days with slots, Monday to Sunday.', type: AvailabilityWeekDto })
  async mine(@CurrentUser() user: SessionUser) {
    return { data: await this.availability.week(user.id) };
  }

  @Get('nutritionist/:id')
  @ApiScope('availability:read')
  @SignedIn()
  @ApiOperation({ summary: 'A nutritionist\'s weekly availability', description: 'Read-only; for booking and the availability screen.' })
  @ApiIdParam('id', "The nutritionist's user id.", 'No such nutritionist.')
  @ApiOkResponse({ description: 'Days with slots, Monday to Sunday.', type: AvailabilityWeekDto })
  async ofNutritionist(@IdParam() id: string) {
    return { data: await this.availability.weekOfNutritionist(id) };
  }

  @Put(':dayOfWeek')
  @ApiOperation({ summary: 'Replace a weekday\'s slots', description: 'Blank rows are dropped; at least one valid slot must remain.' })
  @ApiParam(DAY_PARAM)
  @ApiOkResponse({ description: 'The day after the change.', type: AvailabilityDayDto })
  @ApiNotFoundResponse({ description: 'No availability on that day yet.', type: ErrorResponseDto })
  replace(@CurrentUser() user: SessionUser, @Param('dayOfWeek', dayPipe) day: Weekday, @Body() dto: ReplaceSlotsDto) {
    return this.availability.replace(user.id, day, dto.slots);
  }

  @Put(':dayOfWeek/slot')
  @ApiOperation({ summary: 'Block or free one slot', description: 'Sets isBooked of the slot with these start and end times.' })
  @ApiParam(DAY_PARAM)
  @ApiOkResponse({ description: 'The day after the change.', type: AvailabilityDayDto })
  @ApiNotFoundResponse({ description: 'No such day or slot.', type: ErrorResponseDto })
  setSlot(@CurrentUser() user: SessionUser, @Param('dayOfWeek', dayPipe) day: Weekday, @Body() dto: SetSlotStatusDto) {
    return this.availability.setSlotStatus(user.id, day, dto);
  }

  @Delete(':dayOfWeek')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a weekday\'s availability' })
  @ApiParam(DAY_PARAM)
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  @ApiNotFoundResponse({ description: 'No availability on that day.', type: ErrorResponseDto })
  async remove(@CurrentUser() user: SessionUser, @Param('dayOfWeek', dayPipe) day: Weekday) {
    await this.availability.remove(user.id, day);
    return { message: `Availability for ${day} deleted.` };
  }
}
