import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './dto/api-key.dto';

@ApiTags('Integrations')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('integrations/keys')
@Roles('admin')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'List API keys (admin)', description: 'Newest first, revoked ones included. Secrets are never listed.' })
  @ApiOkResponse({ description: 'Every key.', type: [ApiKeyDto] })
  list() {
    return this.keys.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Create an API key (admin)',
    description: 'The answer holds the key (`secret`), shown this once: only its hash is stored. Send it as `Authorization: Bearer <key>`.',
  })
  @ApiCreatedResponse({ description: 'The key, with its secret.', type: CreatedApiKeyDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateApiKeyDto) {
    return this.keys.create(user, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an API key (admin)', description: 'Refused (401) from the next request on, on every instance. Revoking twice is harmless.' })
  @ApiIdParam('id', 'API key id.')
  @ApiOkResponse({ description: 'The revoked key.', type: ApiKeyDto })
  revoke(@IdParam() id: string) {
    return this.keys.revoke(id);
  }
}
