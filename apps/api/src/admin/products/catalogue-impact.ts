import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { BackgroundJobView, CatalogueChangeRequest } from '@lsp/contracts';
import { CUSTOMER_EDITABLE_STATES } from '@lsp/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import { ApiError, reason } from '../../common/api-error.js';
import { LIFT_SHAFT_RULE_SET } from '../../calculation/calculation.service.js';
import { JobQueue, type JobContext, type JobOutcome } from '../../jobs/job-queue.js';
import { RuleSetsService } from '../../rules/rule-sets.service.js';
import { ImpactAnalysis } from '../rule-sets/impact-analysis.js';
import { CatalogueGate } from './catalogue-gate.js';

/** How long a finished report is kept (and found again by the same question), as a rule set's. */
const IMPACT_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The impact of a proposed product change (docs/rules.md#catalogue-changes): the rule-set impact
 * analysis (open projects, reference cases, random inputs; worker threads, progress, the same job
 * for the same question) with the published rules on both sides, the current catalogue before
 * and the changed one after.
 */
@Injectable()
export class CatalogueImpact implements OnModuleInit {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly gate: CatalogueGate,
    private readonly analysis: ImpactAnalysis,
    private readonly ruleSets: RuleSetsService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register('catalogue-impact', (context) => this.run(context));
  }

  /** 202 with the job; the same change against the same rules, projects and catalogue finds the same job. */
  async enqueue(change: CatalogueChangeRequest, actor: AuthUser): Promise<BackgroundJobView> {
    const proposal = await this.gate.proposal(change);
    const published = await this.ruleSets.published(LIFT_SHAFT_RULE_SET);
    const named = this.gate.namedKeys(change, proposal, published);
    if (named.length)
      throw ApiError.badRequest(
        `The rules name ${named.map((p) => p.params!.value).join(', ')}: without it they cannot calculate, so there is no impact to analyse`,
        named,
        reason('catalogueChangeRefused', { count: named.length }),
      );
    const [open] = await this.em
      .fork()
      .getConnection()
      .execute<{ n: string | number; at: Date | string | null }[]>(
        `select count(*) as n, max("updated_at") as at from "project" where "state" in (${CUSTOMER_EDITABLE_STATES.map(() => '?').join(', ')}) and "deleted_at" is null`,
        [...CUSTOMER_EDITABLE_STATES],
      );
    const question = createHash('sha256')
      .update(
        JSON.stringify([
          change,
          published.version,
          Number(open!.n),
          open!.at ? new Date(open!.at).toISOString() : null,
          proposal.before.listPriceCents,
          proposal.before.catalogue,
          proposal.before.settings,
        ]),
      )
      .digest('base64url');
    return this.jobs.enqueue(
      'catalogue-impact',
      { change },
      {
        createdBy: actor.id,
        dedupeKey: `${change.action}:${change.id}:${question}`,
        total: await this.analysis.subjects(LIFT_SHAFT_RULE_SET),
      },
    );
  }

  private async run(context: JobContext): Promise<JobOutcome> {
    const { change } = context.params as { change: CatalogueChangeRequest };
    const proposal = await this.gate.proposal(change);
    const published = await this.ruleSets.published(LIFT_SHAFT_RULE_SET);
    const result = await this.analysis.report(
      published,
      published,
      { key: LIFT_SHAFT_RULE_SET, version: published.version },
      proposal.seed,
      context.progress,
      { before: proposal.before, after: proposal.after },
    );
    return { result, keepForMs: IMPACT_KEPT_MS };
  }
}
