import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId } from 'class-validator';
import {
  type AddCareTeamMemberRequest,
  type CareTeam,
  type CareTeamMember,
  CARE_TEAM_SOURCES,
  type CareTeamSource,
  Messages,
  type Role,
  ROLES,
} from '@clinic/contracts';
import { ID_PATTERN } from '../../../common/dto/api-formats';
import { UserRefDto } from '../../appointments/dto/appointment.dto';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

export class AddCareTeamMemberDto implements AddCareTeamMemberRequest {
  @ApiProperty({ description: 'The nutritionist\'s (or admin\'s) user id.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @IsMongoId({ message: Messages.care.notAPractitioner })
  practitioner!: string;
}

export class CareTeamPractitionerDto extends UserRefDto {
  @ApiProperty({ description: 'Role.', enum: ROLES, example: 'nutritionist' })
  role!: Role;
}

export class CareTeamMemberDto implements CareTeamMember {
  @ApiProperty({ description: 'The practitioner.', type: CareTeamPractitionerDto })
  practitioner!: CareTeamPractitionerDto;

  @ApiProperty({ description: 'How they joined: the client booked with them, or the clinic assigned them.', enum: CARE_TEAM_SOURCES, example: 'client-booking' })
  source!: CareTeamSource;

  @ApiProperty({ description: 'When they joined (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  since!: string;
}

export class CareTeamDto implements CareTeam {
  @ApiProperty({ description: 'The client.', type: UserRefDto })
  client!: UserRefDto;

  @ApiProperty({ description: 'Practitioners who may read and write the client\'s plans and progress, earliest first.', type: [CareTeamMemberDto] })
  members!: CareTeamMemberDto[];
}
