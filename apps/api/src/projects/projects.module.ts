import { Module } from '@nestjs/common';
import { CalculationModule } from '../calculation/calculation.module.js';
import { RulesModule } from '../rules/rules.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoProjects } from './demo-projects.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { PricedQuotes } from './priced-quotes.js';
import { ProjectsService } from './projects.service.js';
import { RuleSetUpdates } from './rule-set-updates.js';
import { SaveProject } from './saving/save-project.js';

@Module({
  imports: [CalculationModule, RulesModule, SettingsModule, UsersModule],
  controllers: [ProjectsController],
  providers: [ProjectsService, SaveProject, ProjectsRepository, RuleSetUpdates, DemoProjects, PricedQuotes],
  exports: [ProjectsService, SaveProject, ProjectsRepository, DemoProjects, PricedQuotes],
})
export class ProjectsModule {}
