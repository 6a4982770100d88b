import { Module } from '@nestjs/common';
import { CalculationModule } from '../calculation/calculation.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FilesModule } from '../files/files.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { TermsModule } from '../terms/terms.module.js';
import { ExportController } from './export.controller.js';
import { ExportService } from './export.service.js';
import { PdfRenderer } from './pdf-renderer.js';
import { ProjectExportsController } from './project-exports.controller.js';
import { ProjectListExportJobs } from './project-list-export-job.js';

@Module({
  imports: [CalculationModule, FilesModule, JobsModule, ProjectsModule, SettingsModule, TermsModule],
  controllers: [ExportController, ProjectExportsController],
  providers: [
    ExportService,
    ProjectListExportJobs,
    // One warm Chromium per process, closed on shutdown (PdfRenderer.onModuleDestroy).
    {
      provide: PdfRenderer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PdfRenderer({ executablePath: config.pdf.executablePath }),
    },
  ],
  exports: [PdfRenderer],
})
export class ExportModule {}
