import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Appointment, AppointmentSchema } from '../appointments/schemas/appointment.schema';
import { AuditEvent, AuditEventSchema } from '../audit/schemas/audit-event.schema';
import { Progress, ProgressSchema } from '../progress/schemas/progress.schema';
import { CareTeamBackfill } from './care-team.backfill';
import { CareTeamController } from './care-team.controller';
import { CareTeamService } from './care-team.service';
import { CareTeamUserData } from './care-team.user-data';
import { HealthRecordPolicy } from './health-record.policy';
import { CareTeamMember, CareTeamMemberSchema } from './schemas/care-team-member.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CareTeamMember.name, schema: CareTeamMemberSchema },
      { name: Appointment.name, schema: AppointmentSchema },
      { name: AuditEvent.name, schema: AuditEventSchema },
      { name: Progress.name, schema: ProgressSchema },
    ]),
  ],
  controllers: [CareTeamController],
  providers: [CareTeamService, HealthRecordPolicy, CareTeamBackfill, CareTeamUserData],
  exports: [CareTeamService, HealthRecordPolicy, CareTeamUserData],
})
export class CareTeamModule {}
