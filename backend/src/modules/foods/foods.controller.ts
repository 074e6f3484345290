import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { CreateFoodDto, FoodDeletedDto, FoodDto, FoodPageDto, ListFoodsQueryDto, UpdateFoodDto } from './dto/food.dto';
import { FoodsService } from './foods.service';

/** Foods and recipes: the IFCT 2017 table and the clinic's own. Everyone signed in searches; practitioners write. */
@ApiTags('Foods')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('foods')
@SignedIn()
export class FoodsController {
  constructor(private readonly foods: FoodsService) {}

  @Get()
  @ApiOperation({
    summary: 'Search foods',
    description: 'By English, Hindi (Latin or Devanagari) or other local names, typos tolerated; best match first, or alphabetically without `search`. Retired foods are never listed.',
  })
  @ApiOkResponse({ description: 'A page of foods.', type: FoodPageDto })
  search(@Query() query: ListFoodsQueryDto) {
    return this.foods.search(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a food', description: 'Retired foods too: plans and diaries name them.' })
  @ApiIdParam('id', 'Food id.', 'No such food.')
  @ApiOkResponse({ description: 'The food.', type: FoodDto })
  get(@IdParam() id: string) {
    return this.foods.get(id);
  }

  @Post()
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'Add a clinic food or recipe',
    description: 'A recipe (with `recipe`) takes its values per 100 g from its ingredients and cooked yield, and gets a `serving` measure of yield ÷ servings.',
  })
  @ApiCreatedResponse({ description: 'The food.', type: FoodDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateFoodDto) {
    return this.foods.create(user, dto);
  }

  @Put(':id')
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'Change a food',
    description: 'A clinic food: any field (a recipe\'s values are recomputed). A table food: only `measures` and `hindiName` (`FOOD.TABLE_READ_ONLY` otherwise). Plans and diaries keep the numbers they were saved with.',
  })
  @ApiIdParam('id', 'Food id.', 'No such food.')
  @ApiOkResponse({ description: 'The food after the change.', type: FoodDto })
  update(@IdParam() id: string, @Body() dto: UpdateFoodDto) {
    return this.foods.update(id, dto);
  }

  @Delete(':id')
  @Roles('admin', 'nutritionist')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a clinic food', description: 'A food a plan, template, diary or recipe names is retired instead: kept, no longer offered.' })
  @ApiIdParam('id', 'Food id.', 'No such food.')
  @ApiConflictResponse({ description: 'A food of the IFCT 2017 table (`FOOD.TABLE_NOT_DELETABLE`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'Deleted, or retired.', type: FoodDeletedDto })
  remove(@IdParam() id: string) {
    return this.foods.remove(id);
  }
}
