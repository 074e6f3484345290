import { Module, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { Appointment, AppointmentSchema } from '../appointments/schemas/appointment.schema';
import { AuditEvent, AuditEventSchema } from '../audit/schemas/audit-event.schema';
import { Progress, ProgressSchema } from '../progress/schemas/progress.schema';
import { User, UserSchema } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';
import { CareTeamBackfill } from './care-team.backfill';
import { CareTeamController } from './care-team.controller';
import { CareTeamService } from './care-team.service';
import { HealthRecordPolicy } from './health-record.policy';
import { CareTeamMember, CareTeamMemberSchema } from './schemas/care-team-member.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CareTeamMember.name, schema: CareTeamMemberSchema },
      { name: User.name, schema: UserSchema },
      { name: Appointment.name, schema: AppointmentSchema },
      { name: AuditEvent.name, schema: AuditEventSchema },
      { name: Progress.name, schema: ProgressSchema },
    ]),
  ],
  controllers: [CareTeamController],
  providers: [CareTeamService, HealthRecordPolicy, CareTeamBackfill],
  exports: [CareTeamService, HealthRecordPolicy],
})
export class CareTeamModule implements OnModuleInit {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly careTeam: CareTeamService,
  ) {}

  /**
   * A deleted user leaves every care team. UsersService is looked up rather than imported: the users
   * module imports this one (its client picker lists a nutritionist's care team).
   */
  onModuleInit() {
    this.moduleRef.get(UsersService, { strict: false }).onDelete({ cleanup: (userId) => this.careTeam.forget(userId) });
  }
}
