import { Module } from '@nestjs/common';
import { CalculationModule } from '../calculation/calculation.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ReportingService } from '../reporting/reporting.service.js';
import { RulesModule } from '../rules/rules.module.js';
import { ADMIN_RESOURCES } from './admin-resources.js';
import { AdminAuditService } from './audit/admin-audit.service.js';
import { AdminDashboardController } from './dashboard/dashboard.controller.js';
import { AdminDashboardService } from './dashboard/dashboard.service.js';
import { adminResourceController } from './resource/admin-resource.controller.js';

/** The backoffice's API: `/api/admin/{resource}` for Admins, in the protocol of ra-data-simple-rest. */
@Module({
  imports: [CalculationModule, ProjectsModule, RulesModule],
  controllers: [AdminDashboardController, ...ADMIN_RESOURCES.map(adminResourceController)],
  providers: [AdminAuditService, AdminDashboardService, ReportingService, ...ADMIN_RESOURCES.map((resource) => resource.service)],
})
export class AdminModule {}
