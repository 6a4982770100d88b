import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type {
  AdminRuleSetVersion,
  BackgroundJobView,
  CalculationRequest,
  RuleSetCheckAnswer,
  RuleSetDiff,
  RuleSetEditorSupport,
  RuleSetPublishRequest,
  RuleSetTestRun,
  RuleSetTryAnswer,
} from '@lsp/contracts';
import {
  CUSTOMER_EDITABLE_STATES,
  FORM_FIELDS,
  LIFT_SHAFT_EXTRA_INPUTS,
  checkFormValues,
  fieldDefinition,
  liftShaftBuiltins,
} from '@lsp/domain';
import { ruleSetSchema, standardBuiltins, type RuleSetDefinition } from '@lsp/rule-engine';
import type { AuthUser } from '../../auth/auth-user.js';
import { ApiError } from '../../common/api-error.js';
import type { RuleSetChoice } from '../../calculation/calculation.service.js';
import { JobQueue, type JobContext, type JobOutcome } from '../../jobs/job-queue.js';
import { checksumOf, contentText, parseContent } from '../../rules/rule-set-content.js';
import type { RuleSetVersion } from '../../rules/rule-set-version.entity.js';
import { RuleSetsService } from '../../rules/rule-sets.service.js';
import { ImpactAnalysis } from './impact-analysis.js';
import { draftChoice, fuzzProblems, RuleSetPublisher, seedOf } from './rule-set-publisher.js';
import { FUZZ_RUNS } from './impact-analysis.js';
import { ruleSetChanges } from './rule-set-diff.js';
import { AdminRuleSetsResource } from './rule-sets.resource.js';
import { RuleSetWorkbench } from './rule-set-workbench.js';

/** How long a finished impact report is kept (and found again by the same question). */
const IMPACT_KEPT_MS = 24 * 60 * 60 * 1000;

/** The backoffice's rule-set actions, each on one version (draft, published or archived). */
@Injectable()
export class RuleSetActions implements OnModuleInit {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly records: AdminRuleSetsResource,
    private readonly workbench: RuleSetWorkbench,
    private readonly publisher: RuleSetPublisher,
    private readonly impactAnalysis: ImpactAnalysis,
    private readonly ruleSets: RuleSetsService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register('rule-set-impact', (context) => this.runImpact(context));
  }

  /**
   * The check while typing; with `fuzz`, content that passes it also runs the publish gate's
   * random valid inputs (same seed as the gate would use for this content), each place that fails
   * a problem at the failing expression with the first input it fails for (docs/rules.md).
   */
  async check(content: unknown, fuzz = false): Promise<RuleSetCheckAnswer> {
    const check = await this.workbench.check(content);
    if (!fuzz || !check.ok) return check;
    const definition = content as RuleSetDefinition;
    const checksum = checksumOf(contentText(definition));
    const report = await this.workbench.fuzz({ definition, cacheId: `${definition.key}@check:${checksum}` }, FUZZ_RUNS, seedOf(checksum));
    const problems = fuzzProblems(report);
    return { ok: problems.length === 0, problems };
  }

  async editorSupport(): Promise<RuleSetEditorSupport> {
    const catalogue = await this.workbench.catalogue();
    const builtins = Object.entries({ ...standardBuiltins, ...liftShaftBuiltins })
      .map(([name, definition]) => {
        const described =
          typeof definition === 'function' ? {} : (definition as { description?: string; minArgs?: number; maxArgs?: number });
        return { name, description: described.description ?? '', minArgs: described.minArgs ?? null, maxArgs: described.maxArgs ?? null };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      schema: ruleSetSchema,
      builtins,
      productKeys: [...catalogue.productKeys].sort(),
      extraInputs: Object.fromEntries(Object.entries(LIFT_SHAFT_EXTRA_INPUTS).map(([stage, inputs]) => [stage, [...inputs]])),
      formFields: Object.keys(FORM_FIELDS),
    };
  }

  /** A version that passes the check, as something to evaluate; otherwise 400 with its problems. */
  private async evaluable(id: string): Promise<{ row: RuleSetVersion; choice: RuleSetChoice }> {
    const row = await this.records.row(id);
    const check = await this.workbench.check(parseContent(row.content));
    if (!check.ok) {
      throw ApiError.badRequest(
        `Version ${id} has ${check.problems.length} problem(s); fix them first, the first at ${check.problems[0].path}`,
        check.problems.map((p) => ({
          path: `/content${p.path}`,
          key: 'ruleProblem',
          params: { ...p.params, code: p.code },
          message: p.message,
        })),
      );
    }
    const choice =
      row.status === 'draft' ? draftChoice(row) : { definition: parseContent(row.content), cacheId: `${row.key}@${row.ruleSetVersion}` };
    return { row, choice };
  }

  async tests(id: string): Promise<RuleSetTestRun> {
    return this.workbench.tests((await this.evaluable(id)).choice);
  }

  async try(id: string, request: CalculationRequest): Promise<RuleSetTryAnswer> {
    const problems = checkFormValues(request.formValues);
    (request.changedFields ?? []).forEach((key, index) => {
      if (!fieldDefinition(key))
        problems.push({
          path: `/changedFields/${index}`,
          key: 'unknownFormField',
          params: { field: key },
          message: `'${key}' is not a known form field`,
        });
    });
    if (problems.length) throw ApiError.badRequest(`The form has invalid fields: ${problems.map((p) => p.path).join(', ')}`, problems);
    return this.workbench.try((await this.evaluable(id)).choice, request);
  }

  /**
   * Impact analysis as a background job (202 with the job). The same question (this version's
   * content, the published version, the open projects and the catalogue as they are now) asked
   * again, by any admin, finds the same job, running or finished.
   */
  async impact(id: string, actor: AuthUser): Promise<BackgroundJobView> {
    const { row } = await this.evaluable(id);
    const published = await this.ruleSets.published(row.key);
    const [open] = await this.em
      .fork()
      .getConnection()
      .execute<{ n: string | number; at: Date | string | null }[]>(
        `select count(*) as n, max("updated_at") as at from "project" where "state" in (${CUSTOMER_EDITABLE_STATES.map(() => '?').join(', ')}) and "deleted_at" is null`,
        [...CUSTOMER_EDITABLE_STATES],
      );
    const snapshot = await this.workbench.snapshot();
    const data = createHash('sha256')
      .update(
        JSON.stringify([
          Number(open!.n),
          open!.at ? new Date(open!.at).toISOString() : null,
          snapshot.listPriceCents,
          snapshot.settings,
          snapshot.catalogue,
        ]),
      )
      .digest('base64url');
    return this.jobs.enqueue(
      'rule-set-impact',
      { id, checksum: row.checksum },
      {
        createdBy: actor.id,
        dedupeKey: `${row.id}:${row.checksum.slice(0, 16)}:v${published.version}:${data}`,
        total: await this.impactAnalysis.subjects(row.key),
      },
    );
  }

  private async runImpact(context: JobContext): Promise<JobOutcome> {
    const { id, checksum } = context.params as { id: string; checksum: string };
    const { row, choice } = await this.evaluable(id);
    if (row.checksum !== checksum) throw ApiError.conflict(`Version ${id} changed after its impact was asked for; ask again`);
    const published = await this.ruleSets.published(row.key);
    const result = await this.impactAnalysis.report(
      published,
      choice,
      { key: row.key, version: published.version },
      seedOf(row.checksum),
      context.progress,
    );
    return { result, keepForMs: IMPACT_KEPT_MS };
  }

  publish(id: string, body: RuleSetPublishRequest, actor: AuthUser): Promise<AdminRuleSetVersion> {
    return this.publisher.publish(id, body.version, body.changeNote, actor);
  }

  rollback(id: string, changeNote: string, actor: AuthUser): Promise<AdminRuleSetVersion> {
    return this.publisher.rollback(id, changeNote, actor);
  }

  async diff(id: string, other: string): Promise<RuleSetDiff> {
    const [from, to] = await Promise.all([this.records.row(id, this.em), this.records.row(other, this.em)]);
    const side = (row: RuleSetVersion) => ({
      id: row.id,
      ruleSetVersion: row.ruleSetVersion ?? null,
      status: row.status,
      text: row.content,
    });
    return { from: side(from), to: side(to), changes: ruleSetChanges(parseContent(from.content), parseContent(to.content)) };
  }
}
