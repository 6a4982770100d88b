import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import type { ProductDataResponse } from '@lsp/contracts';
import { calculationCatalogue, type CalculationCatalogue, type CatalogueTables } from '@lsp/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { withRequestWait } from '../database/request-wait.js';
import { PublicationListener } from '../rules/publication-listener.js';
import { SETTINGS_ID, SettingsRecord } from '../settings/settings.entity.js';
import { Characteristic, Product, ProductCategory, ProductGroup } from './catalogue.entities.js';
import { cacheReads } from '../metrics/instance-metrics.js';
import { presentProduct } from './product-presenter.js';

/** The channel every write to the catalogue, prices or settings notifies (the migration's trigger). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** The catalogue tables with each product's list price, for the quote. */
export type PricedCatalogueTables = Omit<CatalogueTables, 'products'> & {
  products: readonly (CatalogueTables['products'][number] & { listPriceCents: number; isRecommended?: boolean })[];
};

/** The settings a calculation reads. */
export interface CalculationSettings {
  exchangeRates: { CHF: number; GBP: number; USD: number };
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
}

/** Everything a calculation reads besides the rules, as of one moment. Never changed: shared by every request. */
export interface CatalogueSnapshot {
  /** Tells snapshots apart (compiled calculators are cached by it): a new one after every change. */
  id: number;
  /**
   * Names what the browser holds of this snapshot (the rules' catalogue and the product data), the
   * same on every instance for the same rows: an open calculator whose answer carries another one
   * loads them again (docs/catalogue-cache.md#open-calculators).
   */
  checksum: string;
  tables: PricedCatalogueTables;
  catalogue: CalculationCatalogue;
  listPriceCents: Readonly<Record<string, number>>;
  settings: CalculationSettings;
  /** `GET /api/product/product-data`'s answer (docs/design.md#http-api): the catalogue is the same for every company today. */
  productData: ProductDataResponse;
}

const CATALOGUE_ENTITIES = new Set(['ProductCategory', 'ProductGroup', 'Characteristic', 'Product', 'SettingsRecord']);

/**
 * The catalogue, prices and settings in memory, read once and forgotten when they change
 * (docs/catalogue-cache.md): a trigger notifies `catalogue_changed` at the commit of any write,
 * which each instance hears (its own LISTEN connection on a PostgreSQL server; PGlite's own
 * listener in process), and a write through this process's ORM is forgotten at its flush
 * already. A read that a change overtook is not kept.
 */
@Injectable()
export class CatalogueCache implements OnApplicationBootstrap, OnApplicationShutdown, EventSubscriber {
  private readonly logger = new Logger('CatalogueCache');
  private current: Promise<CatalogueSnapshot> | null = null;
  /** Bumped by every change notice, so a read that started before it is not kept after it. */
  private generation = 0;
  private loads = 0;
  private listener: PublicationListener | undefined;
  /** Bumped by every revalidation, so only the latest one's read is kept. */
  private revalidations = 0;
  private retry: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MikroORM) private readonly orm: MikroORM,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.orm.em.getEventManager().registerSubscriber(this);
    if (this.config.database.driver === 'postgresql') {
      this.listener = new PublicationListener(
        this.config.database.url,
        CATALOGUE_CHANNEL,
        () => this.forget(),
        () => this.revalidate(),
      );
      await this.listener.start().catch((error: Error) => this.logger.warn(`not listening for catalogue changes yet (${error.message})`));
    } else {
      const pglite = await (
        this.orm.em.getConnection() as unknown as {
          getNativeClient(): Promise<{ listen(channel: string, callback: () => void): Promise<() => Promise<void>> }>;
        }
      ).getNativeClient();
      this.unlisten = await pglite.listen(CATALOGUE_CHANNEL, () => this.forget());
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.retry);
    await this.listener?.stop();
    await this.unlisten?.().catch(() => undefined);
  }

  /** The ORM's flush of a catalogue entity in this process: forget at once, not only at the notice. */
  afterFlush(args: FlushEventArgs): void {
    if (args.uow.getChangeSets().some((changeSet) => CATALOGUE_ENTITIES.has(changeSet.meta.className))) this.forget();
  }

  forget(): void {
    this.generation++;
    this.current = null;
  }

  /**
   * The listener was away and may have missed notices: the catalogue is read again in the
   * background, and calculations go on answering from the snapshot in memory until the new one is
   * in, never waiting on the database for it (docs/catalogue-cache.md). A notice or a flush
   * meanwhile forgets at once, as always; a read that fails is tried again in 5 s.
   */
  revalidate(): void {
    clearTimeout(this.retry);
    if (!this.current) return;
    const generation = this.generation;
    const round = ++this.revalidations;
    const loading = this.read();
    loading.then(
      () => {
        if (generation === this.generation && round === this.revalidations) this.current = loading;
      },
      (error: Error) => {
        if (generation !== this.generation || round !== this.revalidations) return;
        this.logger.warn(`could not read the catalogue again after a reconnect (${error.message}); trying again in 5 s`);
        this.retry = setTimeout(() => this.revalidate(), 5_000);
        this.retry.unref();
      },
    );
  }

  /** The snapshot of now: from memory, or read once for every request waiting on it. */
  snapshot(): Promise<CatalogueSnapshot> {
    if (this.current) return this.current;
    const generation = this.generation;
    const loading = this.read();
    this.current = loading;
    loading.then(
      () => {
        // A change noticed while reading may have made this snapshot old: read again next time.
        if (generation !== this.generation && this.current === loading) this.current = null;
      },
      () => {
        if (this.current === loading) this.current = null;
      },
    );
    return loading;
  }

  /**
   * One read, shared by every request waiting for it: with a database wait of its own, as long as
   * a request's, so that no single caller going away cuts it for the others.
   */
  private read(): Promise<CatalogueSnapshot> {
    cacheReads.inc({ cache: 'catalogue' });
    const { database } = this.config;
    return database.driver === 'postgresql' ? withRequestWait(database.timeouts.requestMs, () => this.load()).result : this.load();
  }

  private async load(): Promise<CatalogueSnapshot> {
    const em = this.orm.em.fork();
    const [categories, groups, characteristics, products, settings] = await Promise.all([
      em.find(ProductCategory, {}, { orderBy: { id: 'asc' } }),
      em.find(ProductGroup, {}, { orderBy: { id: 'asc' } }),
      em.find(Characteristic, {}, { orderBy: { productGroupId: 'asc', characteristicKey: 'asc' } }),
      em.find(Product, {}, { orderBy: { productGroupId: 'asc', id: 'asc' } }),
      em.findOneOrFail(SettingsRecord, { id: SETTINGS_ID }),
    ]);
    const characteristicsOf = new Map<number, Characteristic[]>();
    for (const c of characteristics) {
      const ofGroup = characteristicsOf.get(c.productGroupId);
      if (ofGroup) ofGroup.push(c);
      else characteristicsOf.set(c.productGroupId, [c]);
    }
    const tables: PricedCatalogueTables = {
      categories: categories.map((c) => ({ id: c.id, key: c.key })),
      groups: groups.map((g) => ({
        id: g.id,
        key: g.key,
        productCategoryId: g.productCategoryId,
        recommendationOrder2: g.recommendationOrder2 ?? null,
        characteristics: (characteristicsOf.get(g.id) ?? []).map((c) => c.characteristicKey),
      })),
      products: products.map((p) => ({
        id: p.id,
        productKey: p.productKey ?? null,
        productGroupId: p.productGroupId,
        bxH: p.bxH ?? null,
        width: p.width ?? null,
        height: p.height ?? null,
        ventilationArea: p.ventilationArea ?? null,
        isRecommended: p.isRecommended,
        listPriceCents: p.listPriceCents,
      })),
    };
    const catalogue = calculationCatalogue(tables);
    const productData = presentProductData(groups, characteristics, products);
    return {
      id: ++this.loads,
      checksum: createHash('sha256')
        .update(JSON.stringify([catalogue, productData]))
        .digest('hex')
        .slice(0, 16),
      tables,
      catalogue,
      listPriceCents: Object.fromEntries(tables.products.flatMap((p) => (p.productKey ? [[p.productKey, p.listPriceCents]] : []))),
      settings: {
        exchangeRates: settings.exchangeRates,
        offerValidityWeeks: settings.offerValidityWeeks ?? null,
        deliveryWorkdays: settings.deliveryWorkdays,
      },
      productData,
    };
  }
}

/** `GET /api/product/product-data`'s answer of the rows read. */
function presentProductData(groups: ProductGroup[], characteristics: Characteristic[], products: Product[]): ProductDataResponse {
  return {
    products: products.map(presentProduct),
    productGroups: groups.map((g) => ({
      id: g.id,
      key: g.key,
      description: { de: g.descriptionDe, en: g.descriptionEn, ...(g.descriptionPl ? { pl: g.descriptionPl } : {}) },
      productCategoryId: g.productCategoryId,
      recommendationOrder2: g.recommendationOrder2 ?? null,
      imageUrl: g.imageUrl ?? null,
      planningFileUrl: g.planningFileUrl ?? null,
    })),
    characteristics: characteristics.map((c) => ({ characteristicKey: c.characteristicKey, productGroupId: c.productGroupId })),
  };
}
