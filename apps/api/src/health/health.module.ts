import { Module } from '@nestjs/common';
import { ExportModule } from '../export/export.module.js';
import { HealthController } from './health.controller.js';

@Module({ imports: [ExportModule], controllers: [HealthController] })
export class HealthModule {}
