import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminRuleSetVersion, KeyedFieldProblem } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { ApiError, reason } from '../../common/api-error.js';
import { RULE_SET_CHANNEL } from '../../rules/publication-listener.js';
import { checksumOf, contentText, numbered, parseContent } from '../../rules/rule-set-content.js';
import { RuleSetVersion } from '../../rules/rule-set-version.entity.js';
import { RuleSetsService } from '../../rules/rule-sets.service.js';
import { displayName } from '../../users/user-records.service.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { FUZZ_RUNS } from './impact-analysis.js';
import { presentRuleSetVersion } from './rule-set-record.js';
import { nextNumber } from './rule-sets.resource.js';
import { RuleSetWorkbench } from './rule-set-workbench.js';

/** The fuzzing seed of a gate: fixed per content, so the same draft gets the same verdict. */
export const seedOf = (checksum: string) => Number.parseInt(checksum.slice(0, 8), 16);

/** The cache name of a version's content when it is not (yet) a published number. */
export const draftChoice = (row: RuleSetVersion) => ({
  definition: parseContent(row.content),
  cacheId: `${row.key}@draft:${row.checksum}`,
});

/**
 * Publishing (docs/design.md#publish-gate): a version goes live only through the gate, in one
 * transaction that archives the version published before, gives it the next number, writes the
 * audit trail and notifies every API instance (PostgreSQL delivers the notice on commit).
 */
@Injectable()
export class RuleSetPublisher {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly workbench: RuleSetWorkbench,
    private readonly ruleSets: RuleSetsService,
    private readonly audit: AdminAuditService,
  ) {}

  /**
   * What stands between a version and publication: a valid schema, expressions that compile,
   * variables every stage knows, product keys of the catalogue, at least one test case and all
   * of them passing, compiled and interpreted evaluations agreeing on each, and no execution
   * error on random valid inputs. Answers the problems with paths into the record.
   */
  async gate(row: RuleSetVersion): Promise<KeyedFieldProblem[]> {
    const definition = parseContent(row.content);
    const check = await this.workbench.check(definition);
    if (!check.ok)
      return check.problems.map((p) => ({
        path: `/content${p.path}`,
        key: 'ruleProblem',
        params: { ...p.params, code: p.code },
        message: p.message,
      }));
    const tests = definition.tests ?? [];
    if (!tests.length)
      return [{ path: '/content/tests', key: 'testsRequired', message: 'a rule set needs at least one test case to be published' }];
    const choice = draftChoice(row);
    const run = await this.workbench.tests(choice);
    const problems: KeyedFieldProblem[] = [];
    run.cases.forEach((result, index) => {
      if (!result.passed) {
        const first =
          result.error ??
          result.mismatches
            .slice(0, 3)
            .map((m) => `${m.path}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`)
            .join('; ');
        problems.push({
          path: `/content/tests/${index}`,
          key: 'testFails',
          params: { test: result.name },
          message: `test case '${result.name}' fails: ${first}`,
        });
      }
      if (!result.agrees)
        problems.push({
          path: `/content/tests/${index}`,
          key: 'testDisagrees',
          params: { test: result.name },
          message: `test case '${result.name}': ${result.disagreement}`,
        });
    });
    if (problems.length) return problems;
    const report = await this.workbench.fuzz(choice, FUZZ_RUNS, seedOf(row.checksum));
    if (report.failures) {
      problems.push({
        path: '/content',
        key: 'fuzzFailures',
        params: { failures: report.failures, runs: report.runs, seed: report.seed },
        message: `fails to execute for ${report.failures} of ${report.runs} random valid inputs (seed ${report.seed}), e.g. ${report.examples[0].error}`,
      });
    }
    return problems;
  }

  private refuse(row: RuleSetVersion, problems: KeyedFieldProblem[]): void {
    if (problems.length)
      throw ApiError.badRequest(
        `${row.key} cannot be published: ${problems.length} problem${problems.length === 1 ? '' : 's'}, the first at ${problems[0].path}`,
        problems,
        reason('notPublishable', { count: problems.length }),
      );
  }

  /** Publishes a draft loaded at `version`. */
  async publish(id: string, version: number, changeNote: string | undefined, actor: AuthUser): Promise<AdminRuleSetVersion> {
    const draft = await this.em.findOne(RuleSetVersion, { id: Number(id) });
    if (!draft) throw ApiError.notFound(`Rule-set version ${id} does not exist`, 'rule set', id);
    this.checkDraft(draft, version);
    this.refuse(draft, await this.gate(draft));
    const published = await this.live(
      draft.key,
      async (em, number, now) => {
        const locked = await em.findOne(RuleSetVersion, { id: draft.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!locked) throw ApiError.notFound(`Rule-set version ${id} does not exist`, 'rule set', id);
        // Edited while the gate ran: what passed is not what would go live.
        this.checkDraft(locked, version);
        if (locked.checksum !== draft.checksum)
          throw ApiError.conflict(
            'The draft changed while it was being checked: reload it and publish again',
            undefined,
            reason('draftChanged'),
          );
        const before = presentRuleSetVersion(locked, false);
        const content = contentText(numbered(parseContent(locked.content), number));
        em.assign(locked, {
          ruleSetVersion: number,
          status: 'published',
          content,
          checksum: checksumOf(content),
          changeNote: changeNote?.trim() || locked.changeNote,
          publishedBy: actor.id,
          publishedByName: displayName(actor),
          publishedAt: now,
          updatedBy: actor.id,
          updatedByName: displayName(actor),
          updatedAt: now,
        });
        await em.flush();
        this.audit.record(em, actor, {
          resource: 'rule-sets',
          recordId: locked.id,
          action: 'update',
          before,
          after: presentRuleSetVersion(locked, false),
        });
        return locked;
      },
      actor,
    );
    return presentRuleSetVersion(published, true);
  }

  /** Publishes the content of an earlier published version again, as a new version. */
  async rollback(id: string, changeNote: string, actor: AuthUser): Promise<AdminRuleSetVersion> {
    const source = await this.em.findOne(RuleSetVersion, { id: Number(id) });
    if (!source) throw ApiError.notFound(`Rule-set version ${id} does not exist`, 'rule set', id);
    if (source.status === 'draft')
      throw ApiError.conflict('A draft was never published: publish it instead of rolling back to it', undefined, reason('neverPublished'));
    if (source.status === 'published')
      throw ApiError.conflict(
        `Version ${source.ruleSetVersion} of ${source.key} is the published one already`,
        undefined,
        reason('publishedAlready', { version: source.ruleSetVersion ?? 0 }),
      );
    // The catalogue may have changed since: an old version passes the gate again before it goes live.
    this.refuse(source, await this.gate(source));
    const created = await this.live(
      source.key,
      async (em, number, now) => {
        const content = contentText(numbered(parseContent(source.content), number));
        const row = em.create(RuleSetVersion, {
          key: source.key,
          ruleSetVersion: number,
          status: 'published',
          content,
          checksum: checksumOf(content),
          changeNote: changeNote.trim(),
          basedOn: source.ruleSetVersion,
          createdBy: actor.id,
          createdByName: displayName(actor),
          createdAt: now,
          updatedBy: actor.id,
          updatedByName: displayName(actor),
          updatedAt: now,
          publishedBy: actor.id,
          publishedByName: displayName(actor),
          publishedAt: now,
        });
        await em.flush();
        this.audit.record(em, actor, {
          resource: 'rule-sets',
          recordId: row.id,
          action: 'create',
          before: null,
          after: presentRuleSetVersion(row, false),
        });
        return row;
      },
      actor,
    );
    return presentRuleSetVersion(created, true);
  }

  private checkDraft(row: RuleSetVersion, version: number): void {
    if (row.status !== 'draft')
      throw ApiError.conflict(
        `Version ${row.ruleSetVersion} of ${row.key} is ${row.status} already; roll back to it to publish its content again`,
        undefined,
        reason('notADraft', { version: row.ruleSetVersion ?? 0, status: row.status }),
      );
    if (row.version !== version) {
      throw ApiError.stale(
        `The draft was changed by someone else since you loaded it (version ${version}, now ${row.version}): reload it`,
        version,
        row.version,
      );
    }
  }

  /**
   * One transaction: archive what is published, let `make` publish the next number, notify.
   * Two publications at once: the one-published-per-key index lets one through, the other is 409.
   */
  private async live(
    key: string,
    make: (em: EntityManager, number: number, now: Date) => Promise<RuleSetVersion>,
    actor: AuthUser,
  ): Promise<RuleSetVersion> {
    let row: RuleSetVersion;
    try {
      row = await this.em.transactional(async (em) => {
        const now = new Date();
        const current = await em.findOne(RuleSetVersion, { key, status: 'published' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (current) {
          const before = presentRuleSetVersion(current, false);
          em.assign(current, { status: 'archived', updatedBy: actor.id, updatedByName: displayName(actor), updatedAt: now });
          // Archived before the next is published: one published version per key at any moment.
          await em.flush();
          this.audit.record(em, actor, {
            resource: 'rule-sets',
            recordId: current.id,
            action: 'update',
            before,
            after: presentRuleSetVersion(current, false),
          });
        }
        const published = await make(em, await nextNumber(em, key), now);
        await em.getConnection().execute('select pg_notify(?, ?)', [RULE_SET_CHANNEL, key], 'all', em.getTransactionContext());
        return published;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw ApiError.conflict(
          `Another version of ${key} was published at the same moment: reload and check again`,
          undefined,
          reason('publishedMeanwhile'),
        );
      throw error;
    }
    // This instance at once; the others when PostgreSQL delivers the notice.
    this.ruleSets.forget(key);
    return row;
  }
}
