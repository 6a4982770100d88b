import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager, RequestContext } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { CURRENCIES, type CalculationAnswer, type CalculationCostsData, type Currency, type PricedQuoteData } from '@lsp/contracts';
import { CUSTOMER_EDITABLE_STATES, exchangeRateFor, storedNonStandardIn } from '@lsp/domain';
import type { RuleSetChoice } from '../calculation/calculation.service.js';
import { CalculationService } from '../calculation/calculation.service.js';
import { BackgroundTasks } from '../database/background-tasks.js';
import { SettingsService } from '../settings/settings.service.js';
import { Project, ProjectProduct } from './project.entity.js';

/** What a project is priced from: its form values and non-standard components as stored (prices in euro cents). */
export interface PricedInput {
  formValues: CalculationAnswer['formValues'];
  nonStandard: readonly Parameters<typeof storedNonStandardIn>[0][number][];
  companyId: number;
}

/** Projects priced in one go when the API starts; the rest wait for the next batch. */
const BACKFILL_BATCH = 50;

/**
 * The figures a submitted project keeps (docs/offered-figures.md): the quote in every currency as
 * it was priced at submission, so a later price change, exchange rate or rule set does not move
 * an offer. On start, projects submitted before these figures existed are priced once, with the
 * data of that day, and marked `backfilled`.
 */
@Injectable()
export class PricedQuotes implements OnApplicationBootstrap {
  private readonly logger = new Logger(PricedQuotes.name);

  constructor(
    private readonly calculation: CalculationService,
    private readonly settings: SettingsService,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(BackgroundTasks) private readonly tasks: BackgroundTasks,
  ) {}

  /**
   * The quote in every currency; null when it cannot be priced (the rules leave no costs).
   * @param euro the answer in euro already at hand (a save has just calculated it)
   */
  async price(
    input: PricedInput,
    ruleSet: RuleSetChoice | undefined,
    euro?: CalculationAnswer,
    backfilled = false,
  ): Promise<PricedQuoteData | null> {
    const rates = (await this.settings.record()).exchangeRates;
    const costs = {} as Record<Currency, CalculationCostsData>;
    let answer = euro;
    for (const currency of CURRENCIES) {
      const rate = exchangeRateFor(currency, rates);
      const nonStandardComponents = storedNonStandardIn(input.nonStandard, rate);
      const priced =
        currency === 'EUR' && euro
          ? euro
          : (
              await this.calculation.evaluate(
                { formValues: input.formValues, nonStandardComponents, companyId: input.companyId, currency },
                ruleSet ? { ruleSet } : {},
              )
            ).answer;
      if (!priced.costs) return null;
      costs[currency] = priced.costs;
      answer ??= priced;
    }
    return {
      pricedAt: new Date().toISOString(),
      ruleSet: { key: answer!.ruleSet.key, version: answer!.ruleSet.version },
      costs,
      backfilled,
    };
  }

  onApplicationBootstrap(): void {
    void this.tasks.run('could not price the submitted projects', () => this.backfill());
  }

  /** Prices the submitted projects that have no figures yet, a batch at a time; answers how many. */
  backfill(): Promise<number> {
    // Outside a request: the settings and the calculation read through a context of their own.
    return RequestContext.create(this.em, () => this.backfillAll());
  }

  private async backfillAll(): Promise<number> {
    let done = 0;
    let after = '';
    for (;;) {
      const em = this.em.fork();
      // In key order from where the last batch ended: a project that cannot be priced is passed over, not tried again and again.
      // SQL for the ids: the ORM reads `null` on a JSON property as the JSON value null, not as no value.
      const open = CUSTOMER_EDITABLE_STATES.map(() => '?').join(', ');
      const ids = await (em as SqlEntityManager).execute<{ id: string }[]>(
        `select "id" from "project" where "priced_quote" is null and "deleted_at" is null and "state" not in (${open}) and "id" > ? order by "id" limit ?`,
        [...CUSTOMER_EDITABLE_STATES, after, BACKFILL_BATCH],
      );
      const projects =
        ids.length === 0 ? [] : await em.find(Project, { id: { $in: ids.map((row) => row.id) } }, { orderBy: { id: 'asc' } });
      // A stop ends the backfill between batches; the next start goes on.
      if (projects.length === 0 || this.tasks.stopped) break;
      after = projects.at(-1)!.id;
      for (const project of projects) {
        const nonStandard = await em.find(
          ProjectProduct,
          { projectId: project.id, productCategoryId: 'NONSTANDARDCOMPONENTS' },
          { orderBy: { position: 'asc' } },
        );
        const ruleSet = await this.calculation.pinnedRuleSet(project).catch(() => undefined);
        const quote = await this.price(
          { formValues: project.formValues, nonStandard, companyId: project.owningCompanyId },
          ruleSet,
          undefined,
          true,
        ).catch((error: unknown) => {
          this.logger.warn(`could not price ${project.id}: ${(error as Error).message}`);
          return null;
        });
        if (!quote) continue;
        // Plain SQL: pricing is no change of the project, so its version stays.
        await (em as SqlEntityManager).execute(
          'update "project" set "priced_quote" = ?, "total_cents" = ? where "id" = ? and "priced_quote" is null',
          [JSON.stringify(quote), quote.costs.EUR.categories.total, project.id],
        );
        done++;
      }
    }
    if (done > 0) this.logger.log(`priced ${done} submitted projects once with today's data (backfilled)`);
    return done;
  }
}
