import { Module } from '@nestjs/common';
import { CalculationModule } from '../calculation/calculation.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { ProductsModule } from '../products/products.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ProjectTallies } from '../reporting/project-tallies.js';
import { RulesModule } from '../rules/rules.module.js';
import { ADMIN_RESOURCES } from './admin-resources.js';
import { AdminAuditService } from './audit/admin-audit.service.js';
import { AdminDashboardController } from './dashboard/dashboard.controller.js';
import { AdminDashboardService } from './dashboard/dashboard.service.js';
import { adminResourceController } from './resource/admin-resource.controller.js';
import { CatalogueChangesController } from './products/catalogue-changes.controller.js';
import { CatalogueGate } from './products/catalogue-gate.js';
import { CatalogueImpact } from './products/catalogue-impact.js';
import { ImpactAnalysis } from './rule-sets/impact-analysis.js';
import { RuleSetActions } from './rule-sets/rule-set-actions.js';
import { RuleSetPublisher } from './rule-sets/rule-set-publisher.js';
import { RuleSetWorkbench } from './rule-sets/rule-set-workbench.js';
import { RuleSetActionsController } from './rule-sets/rule-sets.controller.js';

/** The backoffice's API: `/api/admin/{resource}` for Admins, in the protocol of ra-data-simple-rest. */
@Module({
  imports: [CalculationModule, JobsModule, ProductsModule, ProjectsModule, RulesModule],
  // The rule-set and product actions come before the resources' routes, so `rule-sets/editor-support` is not taken for an id.
  controllers: [
    AdminDashboardController,
    RuleSetActionsController,
    CatalogueChangesController,
    ...ADMIN_RESOURCES.map(adminResourceController),
  ],
  providers: [
    AdminAuditService,
    AdminDashboardService,
    ProjectTallies,
    ...ADMIN_RESOURCES.map((resource) => resource.service),
    RuleSetWorkbench,
    RuleSetPublisher,
    RuleSetActions,
    ImpactAnalysis,
    CatalogueGate,
    CatalogueImpact,
  ],
})
export class AdminModule {}
