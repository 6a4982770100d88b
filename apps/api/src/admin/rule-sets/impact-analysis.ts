import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type {
  CalculationAnswer,
  CalculationRequest,
  NonStandardComponentData,
  RuleSetImpactGroup,
  RuleSetImpactItem,
  RuleSetImpactReport,
} from '@lsp/contracts';
import { CUSTOMER_EDITABLE_STATES } from '@lsp/domain';
import { fromCents } from '@lsp/rule-engine';
import { answerChange, productChanges, type AnswerChange } from '../../calculation/bulk/answer-comparison.js';
import type { RuleSetChoice } from '../../calculation/calculation.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Project, ProjectProduct } from '../../projects/project.entity.js';
import type { SnapshotData } from '../../calculation/bulk/bulk-tasks.js';
import { RuleSetWorkbench } from './rule-set-workbench.js';

export { productChanges };

/** Random inputs run through a draft before it may be published. */
export const FUZZ_RUNS = 2000;
const LARGEST = 20;
/** Open projects read per query (in key order) and evaluated per worker task. */
export const IMPACT_BATCH = 1000;

/** Buckets of the relative change of a total, in per cent of the published total. */
const BUCKETS: { bucket: string; test: (percent: number) => boolean }[] = [
  { bucket: '≤ −10 %', test: (p) => p <= -10 },
  { bucket: '−10 % to −1 %', test: (p) => p > -10 && p <= -1 },
  { bucket: '−1 % to 0 %', test: (p) => p > -1 && p < 0 },
  { bucket: '0 % to 1 %', test: (p) => p > 0 && p < 1 },
  { bucket: '1 % to 10 %', test: (p) => p >= 1 && p < 10 },
  { bucket: '≥ 10 %', test: (p) => p >= 10 },
];

export interface Subject {
  kind: RuleSetImpactItem['kind'];
  id: string;
  name: string;
  state: string | null;
  request: CalculationRequest;
}

/** One subject compared: published answer against the draft's. */
export function compareAnswers(
  subject: Pick<Subject, 'kind' | 'id' | 'name' | 'state'>,
  before: CalculationAnswer,
  after: CalculationAnswer,
  error?: string,
): RuleSetImpactItem {
  return { ...subject, ...answerChange(before, after, error) };
}

/** Projects with the same inputs (templates, copies) are evaluated once: the key of those inputs. */
const inputKey = (request: CalculationRequest) =>
  createHash('sha1')
    .update(JSON.stringify([request.formValues, request.nonStandardComponents, request.currency]))
    .digest('base64');

const byLargest = (a: RuleSetImpactItem, b: RuleSetImpactItem) =>
  Math.abs(b.difference ?? 0) - Math.abs(a.difference ?? 0) || b.products.length - a.products.length || a.id.localeCompare(b.id);

/** Counts, buckets and the largest changes, kept as subjects come in: nothing per subject is held. */
class Tally {
  readonly projects: RuleSetImpactGroup = { checked: 0, productsChanged: 0, totalsChanged: 0, failed: 0 };
  readonly fixtures: RuleSetImpactGroup = { checked: 0, productsChanged: 0, totalsChanged: 0, failed: 0 };
  private readonly buckets = BUCKETS.map(() => 0);
  private pricedChange = 0;
  private largest: RuleSetImpactItem[] = [];

  add(subject: Subject, change: AnswerChange): void {
    const group = subject.kind === 'project' ? this.projects : this.fixtures;
    group.checked++;
    const totalChanged = change.totalBefore !== change.totalAfter;
    if (change.products.length) group.productsChanged++;
    if (totalChanged) group.totalsChanged++;
    if (change.error) group.failed++;
    if (change.newErrors?.length) group.newErrors = (group.newErrors ?? 0) + 1;
    if (!change.products.length && !totalChanged && !change.error && !change.newErrors?.length) return;
    if (change.percent !== null && change.difference !== 0) {
      const index = BUCKETS.findIndex(({ test }) => test(change.percent!));
      if (index >= 0) this.buckets[index]++;
    }
    if ((change.totalBefore === null) !== (change.totalAfter === null)) this.pricedChange++;
    const { failedBefore: _failedBefore, ...item } = change;
    this.largest.push({ kind: subject.kind, id: subject.id, name: subject.name, state: subject.state, ...item });
    if (this.largest.length >= LARGEST * 5) this.largest = this.largest.sort(byLargest).slice(0, LARGEST);
  }

  report(): Pick<RuleSetImpactReport, 'projects' | 'fixtures' | 'distribution' | 'largest'> {
    const distribution = BUCKETS.map(({ bucket }, index) => ({ bucket, count: this.buckets[index] }));
    if (this.pricedChange) distribution.push({ bucket: 'priced in one version only', count: this.pricedChange });
    return { projects: this.projects, fixtures: this.fixtures, distribution, largest: this.largest.sort(byLargest).slice(0, LARGEST) };
  }
}

/** How far an analysis is: subjects compared of all there are. */
export type ImpactProgress = (done: number, total: number) => void;

/** The catalogues an analysis compares: by default the one of now for both (a rule-set change). */
export interface ImpactCatalogues {
  before: SnapshotData;
  after: SnapshotData;
}

/**
 * What publishing a draft would change (issue 10): every open project (NEW, DRAFT,
 * MESSAGE_FROM_DH) and every golden fixture is calculated with the published version and with
 * the draft, with the catalogue and prices of now; the report counts those whose products or
 * totals change, buckets the total changes and lists the largest. Random valid inputs are run
 * through the draft as well, to find inputs it cannot execute.
 *
 * At a provider's scale (100 000 projects) this is seconds of CPU: projects are read in batches
 * in key order, each batch's distinct inputs are evaluated on a worker thread (EvaluationPool)
 * while the next batch is read, and the API's own thread stays free for other requests.
 */
@Injectable()
export class ImpactAnalysis {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly workbench: RuleSetWorkbench,
  ) {}

  /** Open projects and fixtures the analysis of a key compares: the total of its progress. */
  async subjects(key: string): Promise<number> {
    const [projects, fixtures] = await Promise.all([this.em.fork().count(Project, this.openFilter()), this.fixtureNames(key)]);
    return projects + fixtures.length;
  }

  async report(
    published: RuleSetChoice,
    draft: RuleSetChoice,
    against: RuleSetImpactReport['against'],
    seed: number,
    progress: ImpactProgress = () => undefined,
    catalogues?: ImpactCatalogues,
  ): Promise<RuleSetImpactReport> {
    const started = Date.now();
    const snapshot = catalogues?.before ?? (await this.workbench.snapshot());
    const fuzzing = this.workbench.fuzz(draft, FUZZ_RUNS, seed, catalogues?.after);
    // Not awaited until the end: a failure there must not leave an unhandled rejection meanwhile.
    fuzzing.catch(() => undefined);
    const total = await this.subjects(against.key);
    const tally = new Tally();
    const known = new Map<string, AnswerChange>();
    let done = 0;
    const compare = async (subjects: Subject[]) => {
      const fresh = new Map<string, CalculationRequest>();
      const keys = subjects.map((subject) => {
        const key = inputKey(subject.request);
        if (!known.has(key)) fresh.set(key, subject.request);
        return key;
      });
      if (fresh.size) {
        const changes = await this.workbench.compare(snapshot, published, draft, [...fresh.values()], catalogues?.after);
        [...fresh.keys()].forEach((key, index) => known.set(key, changes[index]));
      }
      subjects.forEach((subject, index) => tally.add(subject, known.get(keys[index])!));
      done += subjects.length;
      progress(done, Math.max(total, done));
    };
    await compare(await this.fixtures(against.key));
    // The next batch is read while the worker evaluates this one.
    let next = this.openProjects();
    for (;;) {
      const batch = await next;
      if (!batch.length) break;
      next = batch.length < IMPACT_BATCH ? Promise.resolve([]) : this.openProjects(batch.at(-1)!.id);
      await compare(batch);
    }
    return { against, ...tally.report(), fuzz: await fuzzing, durationMs: Date.now() - started };
  }

  private openFilter() {
    return { state: { $in: [...CUSTOMER_EDITABLE_STATES] }, deletedAt: null };
  }

  /** The next batch of open projects after `after` in key order, as requests calculated in euros as a save calculates them. */
  private async openProjects(after?: string): Promise<Subject[]> {
    const em = this.em.fork();
    const rows = await em.find(
      Project,
      { ...this.openFilter(), ...(after === undefined ? {} : { id: { $gt: after } }) },
      {
        orderBy: { id: 'asc' },
        limit: IMPACT_BATCH,
        fields: ['id', 'name', 'state', 'formValues', 'owningCompanyId'],
      },
    );
    const extras = new Map<string, NonStandardComponentData[]>();
    if (rows.length) {
      const lines = await em.find(
        ProjectProduct,
        { projectId: { $in: rows.map((r) => r.id) }, productCategoryId: 'NONSTANDARDCOMPONENTS' },
        { orderBy: { projectId: 'asc', position: 'asc' } },
      );
      for (const e of lines) {
        const list = extras.get(e.projectId) ?? [];
        list.push({
          productId: e.productId,
          description: e.description ?? '',
          price: fromCents(Number(e.priceCents ?? 0)),
          quantity: Number(e.quantity),
        });
        extras.set(e.projectId, list);
      }
    }
    return rows.map((row) => ({
      kind: 'project',
      id: row.id,
      name: row.name,
      state: row.state,
      request: {
        formValues: row.formValues,
        nonStandardComponents: extras.get(row.id) ?? [],
        companyId: row.owningCompanyId,
        currency: 'EUR',
      },
    }));
  }

  private async fixtureNames(key: string): Promise<string[]> {
    const folder = path.join(this.config.rulesDir, key, 'golden');
    return (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  }

  /** rules/<key>/golden/*.json: complete requests with the answers reviewed when they were made. */
  async fixtures(key: string): Promise<Subject[]> {
    const folder = path.join(this.config.rulesDir, key, 'golden');
    return Promise.all(
      (await this.fixtureNames(key)).map(async (name) => {
        const fixture = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as {
          description?: string;
          request: CalculationRequest;
        };
        return { kind: 'fixture' as const, id: name, name: fixture.description ?? name, state: null, request: fixture.request };
      }),
    );
  }
}
