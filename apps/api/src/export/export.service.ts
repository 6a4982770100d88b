import type { Writable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { EXPORT_MEDIA_TYPES, type Currency, type ExportFormat, type Language, type ProjectListExportQuery } from '@lsp/contracts';
import { exchangeRateFor, storedNonStandardIn } from '@lsp/domain';
import { multiplyCents } from '@lsp/rule-engine';
import type { AuthUser } from '../auth/auth-user.js';
import { CalculationService } from '../calculation/calculation.service.js';
import { Company } from '../companies/company.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Product } from '../products/catalogue.entities.js';
import { Project } from '../projects/project.entity.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { ProjectsService } from '../projects/projects.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { TermsService } from '../terms/terms.service.js';
import { renderQuoteWorkbook } from './excel-renderer.js';
import { PdfRenderer } from './pdf-renderer.js';
import { writeProjectListWorkbook, type ExportCut, type ProjectListRow } from './project-list-workbook.js';
import { quoteDocument, type QuoteSource } from './quote-document.js';

/** A rendered document and how to send it. */
export interface ExportedDocument {
  bytes: Buffer;
  mediaType: string;
  fileName: string;
}

/** Which provider company's terms apply: the project's country decides (seed/terms.json). */
const termsCountryOf = (country: unknown) => (country === 'de' || country === 'at' ? country : 'int');

/** The cost calculation of a project as PDF or Excel, and the staff's project list as Excel. */
@Injectable()
export class ExportService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projects: ProjectsService,
    private readonly repository: ProjectsRepository,
    private readonly calculation: CalculationService,
    private readonly settings: SettingsService,
    private readonly terms: TermsService,
    private readonly pdf: PdfRenderer,
  ) {}

  /**
   * The quote of a saved project, calculated now in the wanted currency from the saved form values
   * and non-standard components, in the wanted language. Records the download as `lastReportingAt`
   * (without changing the project's version, so an open form still saves).
   */
  async quote(
    user: AuthUser,
    projectId: string,
    options: { format: ExportFormat; lang: Language; currency: Currency },
  ): Promise<ExportedDocument> {
    const project = await this.projects.findOrFail(user, projectId);
    const source = await this.quoteSource(project, options.lang, options.currency);
    const document = quoteDocument(source);
    const bytes = options.format === 'pdf' ? await this.pdf.render(document) : await renderQuoteWorkbook(document);
    // Plain SQL: the ORM's update would raise the version, and a download is no change of the project.
    await (this.em as SqlEntityManager).execute('update "project" set "last_reporting_at" = ? where "id" = ?', [new Date(), project.id]);
    return { bytes, mediaType: EXPORT_MEDIA_TYPES[options.format], fileName: `${document.title} ${project.id}.${options.format}` };
  }

  /** Everything the quote shows, gathered from the project, a fresh calculation, the catalogue, settings and terms. */
  async quoteSource(project: Project, lang: Language, currency: Currency): Promise<QuoteSource> {
    const [stored, settings, remarks, terms, company, products] = await Promise.all([
      this.repository.products(project.id),
      this.settings.record(),
      this.settings.forLanguage(lang),
      this.terms.list(),
      this.em.findOne(Company, { id: project.owningCompanyId }),
      this.em.find(
        Product,
        {},
        { fields: ['productKey', 'descriptionDe', 'descriptionEn', 'descriptionPl', 'dhNo'], orderBy: { id: 'asc' } },
      ),
    ]);
    const rate = exchangeRateFor(currency, settings.exchangeRates);
    const nonStandard = storedNonStandardIn(
      stored.filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS'),
      rate,
    );
    // A submitted project's quote keeps the rules it was submitted with.
    const ruleSet = await this.calculation.pinnedRuleSet(project);
    const bench = await this.calculation.bench(ruleSet ?? undefined);
    const evaluated = bench.evaluate({
      formValues: project.formValues,
      nonStandardComponents: nonStandard,
      companyId: project.owningCompanyId,
      currency,
      lang,
    });
    // A submitted project prints the figures it was submitted with, not today's (docs/offered-figures.md).
    const kept = project.pricedQuote?.costs?.[currency];
    const answer = kept ? { ...evaluated.answer, costs: kept } : evaluated.answer;
    const country = termsCountryOf(project.formValues.find((v) => v.key === 'country')?.value);
    const entry = terms.find((t) => t.country === country) ?? null;
    const absolute = (url: string) => new URL(url, `${this.config.publicUrl}/`).toString();
    return {
      project: {
        id: project.id,
        name: project.name,
        state: project.state,
        offerNumber: project.offerNumber ?? null,
        orderNumber: project.orderNumber ?? null,
        createdAt: project.createdAt,
        createdByName: project.createdByName,
        companyName: company?.name ?? '',
        formValues: project.formValues,
      },
      answer,
      adjustableQuantities: bench.calculator.provenance.adjustableQuantities,
      products: products.flatMap((p) =>
        p.productKey
          ? [
              {
                productKey: p.productKey,
                description: { de: p.descriptionDe, en: p.descriptionEn, ...(p.descriptionPl ? { pl: p.descriptionPl } : {}) },
                dhNo: p.dhNo ?? null,
              },
            ]
          : [],
      ),
      nonStandardDescriptions: Object.fromEntries(nonStandard.map((n) => [n.productId!, n.description])),
      generalRemarks: remarks.generalRemarks,
      terms: entry ? { company: entry.company, urls: entry.urls.map((u) => ({ ...u, url: absolute(u.url) })) } : null,
      lang,
      currency,
      exchangeRates: settings.exchangeRates,
      energySettings: settings.energy,
      generatedAt: new Date(),
    };
  }

  /** The list's filter of an export query. */
  private listOf(query: ProjectListExportQuery) {
    return {
      view: query.view ?? 'all',
      query: (query.query ?? '').trim(),
      state: query.state,
      companyId: query.companyId === undefined ? undefined : Number(query.companyId),
    } as const;
  }

  /**
   * How many projects the filter of a query matches, and how many of them the export writes: all,
   * unless `EXPORT_MAX_ROWS` is set and less (docs/projects.md#the-list-export).
   */
  async projectListRows(user: AuthUser, query: ProjectListExportQuery): Promise<ExportCut> {
    const matched = await this.repository.count(user, this.listOf(query));
    return { matched, rows: Math.min(matched, this.config.exports.maxRows ?? matched) };
  }

  /**
   * The project list as a spreadsheet, filtered like the list, totals converted to the currency,
   * streamed into `output` (ended when done) batch by batch from the database: what it holds at a
   * time is one batch, whatever the count. Every project the filter matches, unless
   * `EXPORT_MAX_ROWS` cuts it: then the newest so many, and the file's last row says how many of
   * how many (`counted` is that count when the caller has it). `progress` hears the rows written so far.
   */
  async writeProjectList(
    user: AuthUser,
    query: ProjectListExportQuery,
    lang: Language,
    output: Writable,
    progress: (rows: number) => void = () => undefined,
    counted?: ExportCut,
  ): Promise<number> {
    const currency = query.currency ?? 'EUR';
    const rate = exchangeRateFor(currency, (await this.settings.record()).exchangeRates);
    const limit = this.config.exports.maxRows;
    // Counted only when there is a limit: then the file must say what it left out.
    const cut = limit === undefined ? undefined : (counted ?? (await this.projectListRows(user, query)));
    const companies = new Map<number, string>();
    const repository = this.repository;
    const batches = this.repository.exportBatches(user, this.listOf(query), limit ?? Number.POSITIVE_INFINITY, 500);
    let written = 0;
    async function* rows(): AsyncGenerator<ProjectListRow[]> {
      for await (const batch of batches) {
        const missing = batch.filter((r) => !companies.has(r.owningCompanyId));
        if (missing.length) for (const [id, company] of await repository.companiesOf(missing)) companies.set(id, company.name);
        yield batch.map((r) => ({
          id: r.id,
          name: r.name,
          state: r.state,
          companyName: companies.get(r.owningCompanyId) ?? '',
          createdByName: r.createdByName,
          createdAt: r.createdAt,
          offerNumber: r.offerNumber ?? null,
          orderNumber: r.orderNumber ?? null,
          lastReportingAt: r.lastReportingAt ?? null,
          totalCents: r.totalCents === null || r.totalCents === undefined ? null : multiplyCents(Number(r.totalCents), rate),
        }));
        written += batch.length;
        progress(written);
        // Writing a batch's rows is synchronous work: let waiting requests in between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return writeProjectListWorkbook(rows(), lang, output, { currency, ...(cut ? { cut } : {}) });
  }

  /** The file name of a list export made today. */
  projectListFileName(): string {
    return `projects-${new Date().toISOString().slice(0, 10)}.xlsx`;
  }
}
