import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
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
  @ApiParam({ name: 'clientId', description: 'The client\'s user id.', example: '665f1c2b9d3e4a0012ab34cd' })
  @ApiOkResponse({ description: 'A page of entries.', type: AuditPageDto })
  forClient(@Param('clientId', ParseObjectIdPipe) clientId: string, @Query() query: PagingQueryDto) {
    return this.audit.forClient(clientId, query);
  }
}
