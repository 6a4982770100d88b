import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RuleSetDefinition } from '@lsp/rule-engine';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiError } from '../common/api-error.js';
import { withRequestWait } from '../database/request-wait.js';
import { PublicationListener, RULE_SET_CHANNEL } from './publication-listener.js';
import { checksumOf, contentText, parseContent } from './rule-set-content.js';
import { cacheReads } from '../metrics/instance-metrics.js';
import { RuleSetVersion } from './rule-set-version.entity.js';

const RULE_SET_KEY = /^[a-z][a-z0-9-]{0,59}$/;
const SEED_AUTHOR = { id: 'seed', name: 'rules/ (seed)' };

/** A published version as the calculation uses it. `cacheId` names it in caches of compiled rules. */
export interface LoadedRuleSet {
  definition: RuleSetDefinition;
  version: number;
  checksum: string;
  cacheId: string;
}

function loaded(row: RuleSetVersion): LoadedRuleSet {
  const version = row.ruleSetVersion!;
  return { definition: parseContent(row.content), version, checksum: row.checksum, cacheId: `${row.key}@${version}` };
}

/**
 * The published rule sets, from the table `rule_set_version` (docs/design.md#rule-sets). The files
 * rules/<key>/<key>.rule-set.json seed version 1 of each key. Which version is published is
 * cached per key until a publish says otherwise: in this process at once, in every other API
 * instance on the same PostgreSQL through a notification (within milliseconds). Versions are
 * cached by number for good, since a published version never changes.
 */
@Injectable()
export class RuleSetsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RuleSets');
  private readonly current = new Map<string, Promise<LoadedRuleSet>>();
  private readonly versions = new Map<string, Promise<LoadedRuleSet>>();
  /** Bumped by every publication notice, so a read that started before it is not cached after it. */
  private generation = 0;
  private listener: PublicationListener | undefined;
  /** Bumped by every revalidation, so only the latest one's reads are kept. */
  private revalidations = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MikroORM) private readonly orm: MikroORM,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedAll();
    if (this.config.database.driver === 'postgresql') {
      this.listener = new PublicationListener(
        this.config.database.url,
        RULE_SET_CHANNEL,
        (key) => this.forget(key),
        () => this.revalidate(),
      );
      await this.listener.start();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.retry);
    await this.listener?.stop();
  }

  /** The published version of a rule set. */
  async publishedVersion(key: string): Promise<RuleSetDefinition> {
    return (await this.published(key)).definition;
  }

  /** The published version with its number and checksum. */
  published(key: string): Promise<LoadedRuleSet> {
    if (!RULE_SET_KEY.test(key)) return Promise.reject(ApiError.notFound(`No rule set '${key}'`, 'rule set', key));
    let entry = this.current.get(key);
    if (!entry) {
      const generation = this.generation;
      entry = this.read(key);
      this.current.set(key, entry);
      entry.then(
        (value) => {
          // A publication noticed while reading may have made this answer old: read again next time.
          if (generation !== this.generation && this.current.get(key) === entry) this.current.delete(key);
          this.versions.set(value.cacheId, Promise.resolve(value));
        },
        () => {
          if (this.current.get(key) === entry) this.current.delete(key);
        },
      );
    }
    return entry;
  }

  /** A published or archived version by number (projects pinned to it). */
  version(key: string, version: number): Promise<LoadedRuleSet> {
    const id = `${key}@${version}`;
    let entry = this.versions.get(id);
    if (!entry) {
      const read = () => this.orm.em.fork().findOne(RuleSetVersion, { key, ruleSetVersion: version });
      const { database } = this.config;
      // Shared by every request that asks for it: a wait of its own, not the first asker's.
      const row = database.driver === 'postgresql' ? withRequestWait(database.timeouts.requestMs, read).result : read();
      entry = row.then((found) => {
        if (!found) throw ApiError.notFound(`No version ${version} of rule set '${key}'`, 'rule set', key);
        return loaded(found);
      });
      this.versions.set(id, entry);
      entry.catch(() => this.versions.delete(id));
    }
    return entry;
  }

  /** Forgets which version is published (of one key, or all): the next read asks the database. */
  forget(key?: string): void {
    this.generation++;
    if (key === undefined) this.current.clear();
    else this.current.delete(key);
  }

  /**
   * The listener was away and may have missed a publication: which version is published is read
   * again in the background for every key in memory, and calculations go on with the one they have
   * until the answer is in, never waiting on the database for it. A publication noticed meanwhile
   * forgets at once, as always; a read that fails is tried again in 5 s.
   */
  revalidate(): void {
    clearTimeout(this.retry);
    const generation = this.generation;
    const round = ++this.revalidations;
    for (const key of [...this.current.keys()]) {
      const loading = this.read(key);
      loading.then(
        (value) => {
          if (generation !== this.generation || round !== this.revalidations) return;
          this.current.set(key, loading);
          this.versions.set(value.cacheId, loading);
        },
        (error: Error) => {
          if (generation !== this.generation || round !== this.revalidations) return;
          this.logger.warn(`could not read rule set ${key} again after a reconnect (${error.message}); trying again in 5 s`);
          clearTimeout(this.retry);
          this.retry = setTimeout(() => this.revalidate(), 5_000);
          this.retry.unref();
        },
      );
    }
  }

  /** One read of a published version, shared by every request waiting for it, with a database wait of its own. */
  private read(key: string): Promise<LoadedRuleSet> {
    cacheReads.inc({ cache: 'rule-set' });
    const { database } = this.config;
    return database.driver === 'postgresql'
      ? withRequestWait(database.timeouts.requestMs, () => this.loadPublished(key)).result
      : this.loadPublished(key);
  }

  private async loadPublished(key: string): Promise<LoadedRuleSet> {
    const em = this.orm.em.fork();
    let row = await em.findOne(RuleSetVersion, { key, status: 'published' });
    if (!row && (await this.seed(key))) row = await em.findOne(RuleSetVersion, { key, status: 'published' });
    if (!row) throw ApiError.notFound(`No rule set '${key}'`, 'rule set', key);
    return loaded(row);
  }

  /** Seeds every rules/<key>/<key>.rule-set.json whose key has no version yet. */
  private async seedAll(): Promise<void> {
    const folders = await readdir(this.config.rulesDir, { withFileTypes: true }).catch(() => []);
    for (const folder of folders) if (folder.isDirectory() && RULE_SET_KEY.test(folder.name)) await this.seed(folder.name);
  }

  /**
   * Stores rules/<key>/<key>.rule-set.json as the key's first published version, unless the key
   * has versions already. Answers whether the key has a version now. Two instances starting
   * together may both try: the unique number makes one of them a no-op.
   */
  private async seed(key: string): Promise<boolean> {
    const em = this.orm.em.fork();
    if (await em.count(RuleSetVersion, { key })) return true;
    let text: string;
    try {
      text = await readFile(path.join(this.config.rulesDir, key, `${key}.rule-set.json`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    const definition = JSON.parse(text) as RuleSetDefinition;
    const content = contentText({ ...definition, key });
    const now = new Date();
    em.create(RuleSetVersion, {
      key,
      ruleSetVersion: definition.version,
      status: 'published',
      content,
      checksum: checksumOf(content),
      changeNote: `Seeded from rules/${key}/${key}.rule-set.json`,
      basedOn: null,
      createdBy: SEED_AUTHOR.id,
      createdByName: SEED_AUTHOR.name,
      createdAt: now,
      updatedBy: SEED_AUTHOR.id,
      updatedByName: SEED_AUTHOR.name,
      updatedAt: now,
      publishedBy: SEED_AUTHOR.id,
      publishedByName: SEED_AUTHOR.name,
      publishedAt: now,
    });
    try {
      await em.flush();
      this.logger.log(`seeded rule set ${key} v${definition.version} from rules/`);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return true;
  }
}
