import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { SignedIn } from '../../common/decorators/access.decorator';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { NutritionProfileDto, NutritionProfileRequestDto } from './dto/nutrition-profile.dto';
import { NutritionProfilesService } from './nutrition-profiles.service';

/** A client's facts and daily nutrition target: the client, their care team and the admin. */
@ApiTags('Nutrition profiles')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('nutritionProfiles')
@SignedIn()
export class NutritionProfilesController {
  constructor(private readonly profiles: NutritionProfilesService) {}

  @Get('client/:clientId')
  @ApiOperation({
    summary: "A client's nutrition profile and target",
    description: 'With the target as it stands today (`resolved`), or what the equation still lacks (`missing`). A client never saved reads the defaults.',
  })
  @ApiIdParam('clientId', "The client's user id.", 'Not a client the caller may see.')
  @ApiOkResponse({ description: 'The profile.', type: NutritionProfileDto })
  get(@CurrentUser() user: SessionUser, @IdParam('clientId') clientId: string) {
    return this.profiles.get(user, clientId);
  }

  @Put('client/:clientId')
  @ApiOperation({
    summary: "Change a client's nutrition profile",
    description: 'Send only what changes. A client may change their own facts, diet and allergies; only a practitioner on their care team (or the admin) sets `target` (a client may send it back unchanged, as a GET returned it).',
  })
  @ApiIdParam('clientId', "The client's user id.", 'Not a client the caller may see.')
  @ApiForbiddenResponse({ description: 'A client setting their target (`NUTRITION_PROFILE.TARGET_PRACTITIONER_ONLY`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'The profile after the change.', type: NutritionProfileDto })
  update(@CurrentUser() user: SessionUser, @IdParam('clientId') clientId: string, @Body() dto: NutritionProfileRequestDto) {
    return this.profiles.update(user, clientId, dto);
  }
}
