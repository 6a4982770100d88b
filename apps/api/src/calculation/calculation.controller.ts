import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  browserRuleSetSchema,
  calculationAnswerSchema,
  calculationRequestSchema,
  devicePricesQuerySchema,
  devicePricesSchema,
  productDataQuerySchema,
  type CalculationAnswer,
  type CalculationRequest,
  type Currency,
  type DevicePrices,
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
      'Every form value is checked first; a 400 names each bad field. `companyId`: customers may give only their own company (else 404). ' +
      'Each answered form value says where it came from (`source`): `user` (the person), `default` (the rules, worked out again from the current inputs at every call), ' +
      "`set` (a chosen set decides it) or `replaced` (the rules no longer allow the person's value, kept in `replaced.value` with `replaced.reason`). " +
      "Send an answer's formValues back as they came, with the one value the person changed (no `source`) and its key in `changedFields`: " +
      'the result is the same as sending the final values at once, whatever the order of the changes (docs/api.md#where-a-value-comes-from). ' +
      '`resets` lists the component quantities the person gave that this calculation reset, and why.',
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

  @ApiOperation({
    summary: 'The list prices and settings a quote of the company in the currency is priced with, for pricing on the device while offline',
    description:
      'The same inputs `POST /api/calculation-v1` prices with: list prices in euro cents by product key, the exchange rate of the currency, ' +
      'the offer validity and delivery time, and `asOf`, when the server read them (docs/offline.md). `companyId`: customers may give only their own company (else 404).',
    response: devicePricesSchema,
    errors: [404],
  })
  @Get('prices')
  prices(
    @CurrentUser() user: AuthUser,
    @Query(new SchemaPipe<{ companyId: string; currency: Currency }>(devicePricesQuerySchema, 'query'))
    query: { companyId: string; currency: Currency },
  ): Promise<DevicePrices> {
    return this.calculation.devicePrices(user, Number(query.companyId), query.currency);
  }
}
