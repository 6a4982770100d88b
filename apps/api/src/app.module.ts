import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AdminModule } from './admin/admin.module.js';
import { AppConfigModule } from './app-config/app-config.module.js';
import { AuthModule } from './auth/auth.module.js';
import { EmbeddedIdpModule } from './auth/embedded-idp/embedded-idp.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { DatabaseModule } from './database/database.module.js';
import { ExportModule } from './export/export.module.js';
import { FilesModule } from './files/files.module.js';
import { HealthModule } from './health/health.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { LifecycleModule } from './lifecycle/lifecycle.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { MailModule } from './mail/mail.module.js';
import { ProductsModule } from './products/products.module.js';
import { CalculationModule } from './calculation/calculation.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { ReportingModule } from './reporting/reporting.module.js';
import { RulesModule } from './rules/rules.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SupportModule } from './support/support.module.js';
import { TermsModule } from './terms/terms.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  /** The application, configured once from the environment (or by a test). */
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG],
      imports: [
        LifecycleModule,
        DatabaseModule,
        IdempotencyModule,
        AuthModule,
        EmbeddedIdpModule,
        AppConfigModule,
        UsersModule,
        SettingsModule,
        TermsModule,
        HealthModule,
        ProductsModule,
        RulesModule,
        CalculationModule,
        MailModule,
        ProjectsModule,
        ReportingModule,
        FilesModule,
        ExportModule,
        SupportModule,
        OpenApiModule,
        AdminModule,
      ],
    };
  }
}
