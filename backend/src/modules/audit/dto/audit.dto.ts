import { PagedDto } from '../../../common/dto/paging.dto';
import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '@clinic/contracts';
import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditAction, type AuditResource } from '../schemas/audit-event.schema';

class AuditActorDto {
  @ApiProperty({ description: 'User id of who did it.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'Their name at the time.', example: 'Dr. Asha Rao' })
  name!: string;

  @ApiProperty({ description: 'Their role at the time.', enum: ROLES, example: 'admin' })
  role!: string;
}

export class AuditEntryDto {
  @ApiProperty({ description: 'When (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  at!: string;

  @ApiProperty({ description: 'Who.', type: AuditActorDto })
  actor!: AuditActorDto;

  @ApiProperty({ description: 'What they did.', enum: AUDIT_ACTIONS, example: 'read' })
  action!: AuditAction;

  @ApiProperty({ description: 'What kind of record.', enum: AUDIT_RESOURCES, example: 'plan' })
  resource!: AuditResource;

  @ApiProperty({ description: 'The record\'s id; empty for a list.', example: '665f1c2b9d3e4a0012ab34ce' })
  resourceId!: string;
}

export class AuditPageDto extends PagedDto(AuditEntryDto, 'entries', 'newest first') {}
