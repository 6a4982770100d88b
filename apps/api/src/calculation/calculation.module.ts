import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module.js';
import { RulesModule } from '../rules/rules.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { CalculationController } from './calculation.controller.js';
import { CalculationService } from './calculation.service.js';
import { EvaluationPool } from './bulk/evaluation-pool.js';

@Module({
  imports: [ProductsModule, RulesModule, SettingsModule],
  controllers: [CalculationController],
  providers: [CalculationService, EvaluationPool],
  exports: [CalculationService, EvaluationPool],
})
export class CalculationModule {}
