import { Body, Controller, Get, HttpCode, Param, Post, UseFilters } from '@nestjs/common';
import {
  adminRuleSetVersionSchema,
  backgroundJobSchema,
  ruleSetCheckAnswerSchema,
  ruleSetCheckRequestSchema,
  ruleSetDiffSchema,
  ruleSetEditorSupportSchema,
  ruleSetPublishRequestSchema,
  ruleSetRollbackRequestSchema,
  ruleSetTestRunSchema,
  ruleSetTryAnswerSchema,
  ruleSetTryRequestSchema,
  type AdminRuleSetVersion,
  type BackgroundJobView,
  type CalculationRequest,
  type RuleSetCheckAnswer,
  type RuleSetCheckRequest,
  type RuleSetDiff,
  type RuleSetEditorSupport,
  type RuleSetPublishRequest,
  type RuleSetRollbackRequest,
  type RuleSetTestRun,
  type RuleSetTryAnswer,
} from '@lsp/contracts';
import { AdminOnly, CurrentUser } from '../../auth/access.decorators.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { SchemaPipe } from '../../common/schema.pipe.js';
import { ApiOperation, ApiTag } from '../../openapi/api-operation.decorator.js';
import { integerIdSchema } from '../resource/admin-resource.js';
import { AdminExceptionFilter } from '../resource/admin-exception.filter.js';
import { RuleSetActions } from './rule-set-actions.js';

const idPipe = new SchemaPipe<string>(integerIdSchema, 'id');

/**
 * The rule-set versions' actions beside the resource's CRUD (`/api/admin/rule-sets`): check
 * content while it is typed, run the test cases, try a form, analyse the impact on open
 * projects, publish, roll back, compare two versions, and what the editor completes.
 */
@ApiTag('admin')
@AdminOnly()
@UseFilters(AdminExceptionFilter)
@Controller('admin/rule-sets')
export class RuleSetActionsController {
  constructor(private readonly actions: RuleSetActions) {}

  @ApiOperation({
    summary: "Checks a rule set without saving it: schema, expressions, the variables each stage knows, the catalogue's product keys",
    description:
      'Problems carry JSON Pointers into the rule set, for the editor to mark. With `fuzz: true`, content that passes also runs the ' +
      "publish gate's random valid inputs: each failing expression is a FAILS_ON_INPUTS problem with the first form values it fails for.",
    response: ruleSetCheckAnswerSchema,
  })
  @Post('check')
  @HttpCode(200)
  check(
    @Body(new SchemaPipe<RuleSetCheckRequest>(ruleSetCheckRequestSchema, 'body')) body: RuleSetCheckRequest,
  ): Promise<RuleSetCheckAnswer> {
    return this.actions.check(body.content, body.fuzz === true);
  }

  @ApiOperation({
    summary:
      'What the rule editor validates and completes with: the rule-set JSON Schema, builtins, product keys, extra inputs, form fields',
    response: ruleSetEditorSupportSchema,
  })
  @Get('editor-support')
  editorSupport(): Promise<RuleSetEditorSupport> {
    return this.actions.editorSupport();
  }

  @ApiOperation({
    summary: "Runs a version's test cases, compiled and through json-logic-js (the interpreted reference), which must agree",
    response: ruleSetTestRunSchema,
    errors: [400, 404],
  })
  @Post(':id/tests')
  @HttpCode(200)
  tests(@Param('id', idPipe) id: string): Promise<RuleSetTestRun> {
    return this.actions.tests(id);
  }

  @ApiOperation({
    summary: '"Try it": evaluates form values with a version (a draft too), answering the full calculation with its explanations',
    description:
      'Form values are checked as for POST /api/calculation-v1 (a 400 names each bad field). `error` says why the rules failed, if they did.',
    response: ruleSetTryAnswerSchema,
    errors: [400, 404],
  })
  @Post(':id/try')
  @HttpCode(200)
  try(
    @Param('id', idPipe) id: string,
    @Body(new SchemaPipe<CalculationRequest>(ruleSetTryRequestSchema, 'body')) request: CalculationRequest,
  ): Promise<RuleSetTryAnswer> {
    return this.actions.try(id, request);
  }

  @ApiOperation({
    summary:
      'Impact analysis as a background job: open projects (NEW, DRAFT, MESSAGE_FROM_DH) and the golden fixtures with the published version and with this one, plus random valid inputs through this one',
    description:
      'Answers 202 with the job; `GET /api/admin/jobs/{jobId}` tells its progress (projects done of the total, seconds left) and, once done, ' +
      'the report: counts of changed products and totals, the distribution of total changes, the largest changes, and inputs the version fails to execute. ' +
      'The same question (same version content, published version, open projects and catalogue) asked again finds the same job. 400 for a version with problems.',
    response: backgroundJobSchema,
    errors: [400, 404],
  })
  @Post(':id/impact')
  @HttpCode(202)
  impact(@Param('id', idPipe) id: string, @CurrentUser() user: AuthUser): Promise<BackgroundJobView> {
    return this.actions.impact(id, user);
  }

  @ApiOperation({
    summary:
      'Publishes a draft: it gets the next number, the version published before is archived, every API instance uses it within a second; audited',
    description:
      'Refused (400, problems with paths into the record) unless the schema is valid, the expressions compile, every variable is known, ' +
      'every test case passes, compiled and interpreted evaluations agree, and random valid inputs execute. 409 for a stale or non-draft version.',
    response: adminRuleSetVersionSchema,
    errors: [400, 404, 409],
  })
  @Post(':id/publish')
  @HttpCode(200)
  publish(
    @Param('id', idPipe) id: string,
    @Body(new SchemaPipe<RuleSetPublishRequest>(ruleSetPublishRequestSchema, 'body')) body: RuleSetPublishRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminRuleSetVersion> {
    return this.actions.publish(id, body, user);
  }

  @ApiOperation({
    summary: "Rollback: publishes an archived version's content again, as a new version (after the same checks as publishing); audited",
    response: adminRuleSetVersionSchema,
    errors: [400, 404, 409],
  })
  @Post(':id/rollback')
  @HttpCode(200)
  rollback(
    @Param('id', idPipe) id: string,
    @Body(new SchemaPipe<RuleSetRollbackRequest>(ruleSetRollbackRequestSchema, 'body')) body: RuleSetRollbackRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminRuleSetVersion> {
    return this.actions.rollback(id, body.changeNote, user);
  }

  @ApiOperation({
    summary:
      'Two versions side by side (their JSON text) and where they differ (JSON Pointers; rules, stages and test cases matched by id or name)',
    response: ruleSetDiffSchema,
    errors: [404],
  })
  @Get(':id/diff/:other')
  diff(@Param('id', idPipe) id: string, @Param('other', idPipe) other: string): Promise<RuleSetDiff> {
    return this.actions.diff(id, other);
  }
}
