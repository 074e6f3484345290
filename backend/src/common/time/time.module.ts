import { Global, Module } from '@nestjs/common';
import { ClinicClock } from './clinic-clock';

@Global()
@Module({ providers: [ClinicClock], exports: [ClinicClock] })
export class TimeModule {}
