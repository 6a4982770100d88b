import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { calculationRequestSchema, productDataQuerySchema, type CalculationAnswer, type CalculationRequest } from '@lsp/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { CalculationService, type BrowserRuleSet } from './calculation.service.js';

const ruleSetQuerySchema = { ...productDataQuerySchema, $id: 'RuleSetQuery', required: [] } as const;

@Controller('calculation-v1')
export class CalculationController {
  constructor(private readonly calculation: CalculationService) {}

  @Post()
  @HttpCode(200)
  calculate(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe<CalculationRequest>(calculationRequestSchema, 'body')) request: CalculationRequest,
  ): Promise<CalculationAnswer> {
    return this.calculation.calculate(user, request);
  }

  @Get('rule-set')
  ruleSet(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<{ companyId?: string }>(ruleSetQuerySchema, 'query')) query: { companyId?: string },
  ): Promise<BrowserRuleSet> {
    return this.calculation.browserRuleSet(user, query.companyId === undefined ? undefined : Number(query.companyId));
  }
}
