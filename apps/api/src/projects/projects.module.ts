import { Module } from '@nestjs/common';
import { CalculationModule } from '../calculation/calculation.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoProjects } from './demo-projects.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';

@Module({
  imports: [CalculationModule, UsersModule],
  controllers: [ProjectsController],
  providers: [ProjectsService, ProjectsRepository, DemoProjects],
  exports: [ProjectsService, ProjectsRepository, DemoProjects],
})
export class ProjectsModule {}
