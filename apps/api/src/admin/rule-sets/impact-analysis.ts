import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type {
  CalculationAnswer,
  CalculationRequest,
  FormValueData,
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
import { withTightHeap } from '../../memory/memory-release.js';
import { Project } from '../../projects/project.entity.js';
import type { SnapshotData } from '../../calculation/bulk/bulk-tasks.js';
import { RuleSetWorkbench } from './rule-set-workbench.js';

export { productChanges };

/** Random inputs run through a draft before it may be published. */
export const FUZZ_RUNS = 2000;
const LARGEST = 20;
/** Answers kept for inputs seen again (templates, copies): all of 50 000 projects' took 20–30 MB of heap. */
const KNOWN_INPUTS = 5000;
/**
 * Open projects read per query (in key order) and evaluated together. A batch is read while the
 * one before is evaluated, so two are alive at once: 1000 took the API's heap 50 MB higher.
 */
export const IMPACT_BATCH = 250;

/** Buckets of the relative change of a total, in per cent of the published total. */
const BUCKETS: { bucket: string; test: (percent: number) => boolean }[] = [
  { bucket: '≤ −10 %', test: (p) => p <= -10 },
  { bucket: '−10 % to −1 %', test: (p) => p > -10 && p <= -1 },
  { bucket: '−1 % to 0 %', test: (p) => p > -1 && p < 0 },
  { bucket: '0 % to 1 %', test: (p) => p > 0 && p < 1 },
  { bucket: '1 % to 10 %', test: (p) => p >= 1 && p < 10 },
  { bucket: '≥ 10 %', test: (p) => p >= 10 },
];

/** An open project as the analysis reads it (plain columns; the form values as their JSON text). */
interface OpenProjectRow {
  id: string;
  name: string;
  state: string;
  form_values: string;
  owning_company_id: number;
}

/** A project's non-standard component line. */
interface ExtraLineRow {
  project_id: string;
  product_id: string;
  description: string | null;
  price_cents: string | number | null;
  quantity: string | number;
}

export interface Subject {
  kind: RuleSetImpactItem['kind'];
  id: string;
  name: string;
  state: string | null;
  /** What identifies its inputs: subjects with the same key are evaluated once. */
  key: string;
  /** Its request, built when it is evaluated (a project's form values are held as text until then). */
  request: () => CalculationRequest;
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

/** Projects with the same inputs (templates, copies) are evaluated once: the key of those inputs (form values as JSON text). */
const inputKey = (formValues: string, rest: Omit<CalculationRequest, 'formValues' | 'companyId'>) =>
  createHash('sha1')
    .update(formValues)
    .update(JSON.stringify([rest.nonStandardComponents, rest.currency]))
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
 * in key order, each batch's distinct inputs are evaluated in slices of a few milliseconds
 * (RuleSetWorkbench.compare) while the next batch is read, and other requests are answered
 * between the slices; the random inputs run on a worker thread meanwhile.
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
    try {
      // Its garbage collected at a quarter over what is live rather than twice (docs/memory.md#after-a-job).
      return await withTightHeap(() => this.compareAll(published, draft, against, seed, progress, catalogues));
    } finally {
      // The fuzzing thread's memory goes back now, not after its idle time.
      this.workbench.endThreads();
    }
  }

  private async compareAll(
    published: RuleSetChoice,
    draft: RuleSetChoice,
    against: RuleSetImpactReport['against'],
    seed: number,
    progress: ImpactProgress,
    catalogues?: ImpactCatalogues,
  ): Promise<RuleSetImpactReport> {
    const started = Date.now();
    const snapshot = catalogues?.before ?? (await this.workbench.snapshot());
    // The random inputs first, on a thread that ends with them: the heap pages it leaves are then
    // reused by the comparisons' garbage instead of adding to it (docs/memory.md#after-a-job).
    const fuzzed = await this.workbench.fuzz(draft, FUZZ_RUNS, seed, catalogues?.after);
    this.workbench.endThreads();
    const total = await this.subjects(against.key);
    const tally = new Tally();
    const known = new Map<string, AnswerChange>();
    let done = 0;
    const compare = async (subjects: Subject[]) => {
      const fresh = new Map<string, Subject>();
      for (const subject of subjects) if (!known.has(subject.key)) fresh.set(subject.key, subject);
      if (fresh.size) {
        // Each request built as its turn comes: its parsed form values die young (docs/memory.md#after-a-job).
        const requests = (function* () {
          for (const subject of fresh.values()) yield subject.request();
        })();
        const changes = await this.workbench.compare(snapshot, published, draft, requests, catalogues?.after);
        [...fresh.keys()].forEach((key, index) => known.set(key, changes[index]));
        // Copies are saved near their original, so close in key order: the latest inputs are enough.
        for (const key of known.keys()) {
          if (known.size <= KNOWN_INPUTS) break;
          known.delete(key);
        }
      }
      for (const subject of subjects) tally.add(subject, known.get(subject.key)!);
      done += subjects.length;
      progress(done, Math.max(total, done));
    };
    await compare(await this.fixtures(against.key));
    // The next batch is read while this one is evaluated.
    let next = this.openProjects();
    for (;;) {
      const batch = await next;
      if (!batch.length) break;
      next = batch.length < IMPACT_BATCH ? Promise.resolve([]) : this.openProjects(batch.at(-1)!.id);
      await compare(batch);
    }
    return { against, ...tally.report(), fuzz: fuzzed, durationMs: Date.now() - started };
  }

  private openFilter() {
    return { state: { $in: [...CUSTOMER_EDITABLE_STATES] }, deletedAt: null };
  }

  /**
   * The next batch of open projects after `after` in key order, as requests calculated in euros as a
   * save calculates them. Plain rows, not entities: a batch in flight outlives the young
   * generation's collections while the one before is evaluated, so what it allocates ages
   * into the old generation as garbage; entities of 1000 projects took the API's heap from 77 to
   * 150 MB during an analysis (docs/memory.md#after-a-job).
   */
  private async openProjects(after?: string): Promise<Subject[]> {
    const connection = this.em.fork().getConnection();
    const states = [...CUSTOMER_EDITABLE_STATES];
    const rows = (await connection.execute(
      `select "id", "name", "state", "form_values"::text as "form_values", "owning_company_id" from "project"
       where "state" in (${states.map(() => '?').join(', ')}) and "deleted_at" is null${after === undefined ? '' : ' and "id" > ?'}
       order by "id" limit ?`,
      [...states, ...(after === undefined ? [] : [after]), IMPACT_BATCH],
      'all',
    )) as OpenProjectRow[];
    const extras = new Map<string, NonStandardComponentData[]>();
    if (rows.length) {
      const lines = (await connection.execute(
        `select "project_id", "product_id", "description", "price_cents", "quantity" from "project_product"
         where "project_id" in (${rows.map(() => '?').join(', ')}) and "product_category_id" = 'NONSTANDARDCOMPONENTS'
         order by "project_id", "position"`,
        rows.map((row) => row.id),
        'all',
      )) as ExtraLineRow[];
      for (const line of lines) {
        const list = extras.get(line.project_id) ?? [];
        list.push({
          productId: line.product_id,
          description: line.description ?? '',
          price: fromCents(Number(line.price_cents ?? 0)),
          quantity: Number(line.quantity),
        });
        extras.set(line.project_id, list);
      }
    }
    return rows.map((row) => {
      const rest = { nonStandardComponents: extras.get(row.id) ?? [], currency: 'EUR' as const };
      return {
        kind: 'project' as const,
        id: row.id,
        name: row.name,
        state: row.state,
        key: inputKey(row.form_values, rest),
        request: () => ({ formValues: JSON.parse(row.form_values) as FormValueData[], companyId: row.owning_company_id, ...rest }),
      };
    });
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
        const { formValues, ...rest } = fixture.request;
        return {
          kind: 'fixture' as const,
          id: name,
          name: fixture.description ?? name,
          state: null,
          key: inputKey(JSON.stringify(formValues), rest),
          request: () => fixture.request,
        };
      }),
    );
  }
}
