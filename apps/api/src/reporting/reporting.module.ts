import { Module } from '@nestjs/common';
import { ReportingController } from './reporting.controller.js';
import { ProjectTallies } from './project-tallies.js';
import { ReportingService } from './reporting.service.js';

@Module({ controllers: [ReportingController], providers: [ReportingService, ProjectTallies] })
export class ReportingModule {}
