import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorator';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { AuditService } from './audit.service';
import { AuditPageDto } from './dto/audit.dto';

@ApiTags('Audit')
@ApiBadRequestResponse({ description: 'Invalid input.', type: ErrorResponseDto })
@Controller('audit')
@Roles('admin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('client/:clientId')
  @ApiOperation({
    summary: 'Who accessed a client\'s data (admin)',
    description: 'Every read and change of the client\'s appointments, plans, progress and messages, newest first. Entries are never changed or removed.',
  })
  @ApiIdParam('clientId', "The client's user id.", null)
  @ApiOkResponse({ description: 'A page of entries.', type: AuditPageDto })
  forClient(@IdParam('clientId') clientId: string, @Query() query: PagingQueryDto) {
    return this.audit.forClient(clientId, query);
  }
}
