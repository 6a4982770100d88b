import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { RuleSetDefinition } from '@lsp/rule-engine';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiError } from '../common/api-error.js';

const RULE_SET_KEY = /^[a-z][a-z0-9-]{0,59}$/;

/**
 * The published rule sets. Today the initial versions from rules/<key>/<key>.rule-set.json,
 * read once; versions edited in the backoffice will live in the database.
 */
@Injectable()
export class RuleSetsService {
  private readonly published = new Map<string, Promise<RuleSetDefinition>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The published version of a rule set. */
  publishedVersion(key: string): Promise<RuleSetDefinition> {
    if (!RULE_SET_KEY.test(key)) return Promise.reject(ApiError.notFound(`No rule set '${key}'`));
    let definition = this.published.get(key);
    if (!definition) {
      definition = readFile(path.join(this.config.rulesDir, key, `${key}.rule-set.json`), 'utf8')
        .then((text) => JSON.parse(text) as RuleSetDefinition)
        .catch((error: NodeJS.ErrnoException) => {
          this.published.delete(key);
          throw error.code === 'ENOENT' ? ApiError.notFound(`No rule set '${key}'`) : error;
        });
      this.published.set(key, definition);
    }
    return definition;
  }
}
