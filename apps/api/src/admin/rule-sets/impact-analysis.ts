import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { CalculationAnswer, CalculationRequest, NonStandardComponentData, RuleSetImpactGroup, RuleSetImpactItem, RuleSetImpactReport } from '@lsp/contracts';
import { CUSTOMER_EDITABLE_STATES } from '@lsp/domain';
import { fromCents } from '@lsp/rule-engine';
import type { CalculationBench } from '../../calculation/calculation.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Project, ProjectProduct } from '../../projects/project.entity.js';
import { fuzz } from './rule-set-fuzzer.js';

/** Random inputs run through a draft before it may be published. */
export const FUZZ_RUNS = 2000;
const LARGEST = 20;

/** Buckets of the relative change of a total, in per cent of the published total. */
const BUCKETS: { bucket: string; test: (percent: number) => boolean }[] = [
  { bucket: '≤ −10 %', test: (p) => p <= -10 },
  { bucket: '−10 % to −1 %', test: (p) => p > -10 && p <= -1 },
  { bucket: '−1 % to 0 %', test: (p) => p > -1 && p < 0 },
  { bucket: '0 % to 1 %', test: (p) => p > 0 && p < 1 },
  { bucket: '1 % to 10 %', test: (p) => p >= 1 && p < 10 },
  { bucket: '≥ 10 %', test: (p) => p >= 10 },
];

interface Subject {
  kind: RuleSetImpactItem['kind'];
  id: string;
  name: string;
  state: string | null;
  request: CalculationRequest;
}

const productQuantities = (answer: CalculationAnswer) => new Map(answer.selectedProducts.map((p) => [p.productKey, p.quantity]));

/** The product quantities that differ between two answers, by product key. */
export function productChanges(before: CalculationAnswer, after: CalculationAnswer): RuleSetImpactItem['products'] {
  const a = productQuantities(before);
  const b = productQuantities(after);
  return [...new Set([...a.keys(), ...b.keys()])].sort()
    .filter((key) => a.get(key) !== b.get(key))
    .map((productKey) => ({ productKey, before: a.get(productKey) ?? 0, after: b.get(productKey) ?? 0 }));
}

/** One subject compared: published answer against the draft's. */
export function compareAnswers(subject: Pick<Subject, 'kind' | 'id' | 'name' | 'state'>, before: CalculationAnswer, after: CalculationAnswer, error?: string): RuleSetImpactItem {
  const totalBefore = before.costs?.categories.total ?? null;
  const totalAfter = after.costs?.categories.total ?? null;
  const difference = totalBefore !== null && totalAfter !== null ? totalAfter - totalBefore : null;
  const percent = difference !== null && totalBefore ? Math.round((difference / totalBefore) * 1000) / 10 : null;
  return {
    ...subject, currency: after.costs?.currency ?? before.costs?.currency ?? 'EUR',
    totalBefore, totalAfter, difference, percent, products: productChanges(before, after), ...(error ? { error } : {}),
  };
}

/**
 * What publishing a draft would change (issue 10): every open project (NEW, DRAFT,
 * MESSAGE_FROM_DH) and every golden fixture is calculated with the published version and with
 * the draft, with the catalogue and prices of now; the report counts those whose products or
 * totals change, buckets the total changes and lists the largest. Random valid inputs are run
 * through the draft as well, to find inputs it cannot execute.
 */
@Injectable()
export class ImpactAnalysis {
  constructor(@Inject(EntityManager) private readonly em: EntityManager, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async report(published: CalculationBench, draft: CalculationBench, against: RuleSetImpactReport['against'], seed: number): Promise<RuleSetImpactReport> {
    const started = Date.now();
    const [projects, fixtures] = await Promise.all([this.openProjects(), this.fixtures(against.key)]);
    const items: RuleSetImpactItem[] = [];
    const tally = (subjects: Subject[]): RuleSetImpactGroup => {
      const group = { checked: subjects.length, productsChanged: 0, totalsChanged: 0, failed: 0 };
      for (const subject of subjects) {
        const before = published.evaluate(subject.request, { explain: false });
        const after = draft.evaluate(subject.request, { explain: false });
        const error = after.failed ? (after.error instanceof Error ? after.error.message : String(after.error)) : undefined;
        const item = compareAnswers(subject, before.answer, after.answer, error);
        const totalChanged = item.totalBefore !== item.totalAfter;
        if (item.products.length) group.productsChanged++;
        if (totalChanged) group.totalsChanged++;
        if (error) group.failed++;
        if (item.products.length || totalChanged || error) items.push(item);
      }
      return group;
    };
    const projectGroup = tally(projects);
    const fixtureGroup = tally(fixtures);
    const changedTotals = items.filter((i) => i.percent !== null && i.difference !== 0);
    const distribution = BUCKETS.map(({ bucket, test }) => ({ bucket, count: changedTotals.filter((i) => test(i.percent!)).length }));
    const pricedChange = items.filter((i) => (i.totalBefore === null) !== (i.totalAfter === null)).length;
    if (pricedChange) distribution.push({ bucket: 'priced in one version only', count: pricedChange });
    const largest = items
      .sort((a, b) => Math.abs(b.difference ?? 0) - Math.abs(a.difference ?? 0) || b.products.length - a.products.length || a.id.localeCompare(b.id))
      .slice(0, LARGEST);
    return {
      against, projects: projectGroup, fixtures: fixtureGroup, distribution, largest,
      fuzz: fuzz(draft, FUZZ_RUNS, seed), durationMs: Date.now() - started,
    };
  }

  /** Open projects as requests, calculated in euros as a save calculates them. */
  private async openProjects(): Promise<Subject[]> {
    const em = this.em.fork();
    const rows = await em.find(Project, { state: { $in: [...CUSTOMER_EDITABLE_STATES] }, deletedAt: null }, { orderBy: { id: 'asc' } });
    const extras = rows.length
      ? await em.find(ProjectProduct, { projectId: { $in: rows.map((r) => r.id) }, productCategoryId: 'NONSTANDARDCOMPONENTS' }, { orderBy: { projectId: 'asc', position: 'asc' } })
      : [];
    return rows.map((row) => {
      const nonStandardComponents: NonStandardComponentData[] = extras.filter((e) => e.projectId === row.id)
        .map((e) => ({ productId: e.productId, description: e.description ?? '', price: fromCents(Number(e.priceCents ?? 0)), quantity: Number(e.quantity) }));
      return {
        kind: 'project', id: row.id, name: row.name, state: row.state,
        request: { formValues: row.formValues, nonStandardComponents, companyId: row.owningCompanyId, currency: 'EUR' },
      };
    });
  }

  /** rules/<key>/golden/*.json: complete requests with the answers reviewed when they were made. */
  private async fixtures(key: string): Promise<Subject[]> {
    const folder = path.join(this.config.rulesDir, key, 'golden');
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(names.map(async (name) => {
      const fixture = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { description?: string; request: CalculationRequest };
      return { kind: 'fixture' as const, id: name, name: fixture.description ?? name, state: null, request: fixture.request };
    }));
  }
}
