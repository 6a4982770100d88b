import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  browserRuleSetSchema,
  calculationAnswerSchema,
  calculationRequestSchema,
  productDataQuerySchema,
  type CalculationAnswer,
  type CalculationRequest,
} from '@lsp/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { CalculationService, type BrowserRuleSet } from './calculation.service.js';

const ruleSetQuerySchema = { ...productDataQuerySchema, $id: 'RuleSetQuery', required: [] } as const;

@Controller('calculation-v1')
export class CalculationController {
  constructor(private readonly calculation: CalculationService) {}

  @ApiOperation({
    summary: 'Evaluates the lift-shaft rules for the form values: options, ventilation, products and the quote',
    description:
      'Every form value is checked first; a 400 names each bad field. `companyId`: customers may give only their own company (else 404).',
    response: calculationAnswerSchema,
    errors: [404, 413],
  })
  @Post()
  @HttpCode(200)
  calculate(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe<CalculationRequest>(calculationRequestSchema, 'body')) request: CalculationRequest,
  ): Promise<CalculationAnswer> {
    return this.calculation.calculate(user, request);
  }

  @ApiOperation({
    summary: 'The published lift-shaft rule set and the catalogue, for evaluating the rules in the browser',
    response: browserRuleSetSchema,
    errors: [404],
  })
  @Get('rule-set')
  ruleSet(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<{ companyId?: string }>(ruleSetQuerySchema, 'query')) query: { companyId?: string },
  ): Promise<BrowserRuleSet> {
    return this.calculation.browserRuleSet(user, query.companyId === undefined ? undefined : Number(query.companyId));
  }
}
