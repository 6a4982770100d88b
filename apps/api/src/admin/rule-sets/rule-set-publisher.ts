import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminRuleSetVersion, KeyedFieldProblem, RuleSetFuzzReport, RuleSetProblemData } from '@lsp/contracts';
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

/**
 * The places where random valid inputs fail, as problems at the failing expression (the whole
 * rule set when the failure names none), each with the first input it fails for.
 */
export function fuzzProblems(report: RuleSetFuzzReport): RuleSetProblemData[] {
  return report.examples.map((example) => ({
    path: example.path ?? '',
    code: 'FAILS_ON_INPUTS',
    message: `${example.rule ? `rule '${example.rule}' ` : ''}fails to execute for ${example.count ?? 1} of ${report.runs} random valid inputs (seed ${report.seed}): ${example.error}`,
    params: {
      ...(example.rule ? { rule: example.rule } : {}),
      failures: example.count ?? 1,
      runs: report.runs,
      seed: report.seed,
      error: example.error,
    },
    inputs: example.formValues,
  }));
}

/** Two versions with the same rules: equal content but for the number each carries. */
export function sameRules(a: RuleSetVersion, b: RuleSetVersion): boolean {
  return contentText(numbered(parseContent(a.content), 0)) === contentText(numbered(parseContent(b.content), 0));
}

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
    // Each failing expression at its own path, so a refusal links to the line (docs/rules.md).
    return fuzzProblems(report).map((p) => ({
      path: `/content${p.path}`,
      key: 'fuzzFailures',
      params: { ...p.params, code: p.code },
      message: p.message,
    }));
  }

  private refuse(row: RuleSetVersion, problems: KeyedFieldProblem[]): void {
    if (problems.length)
      throw ApiError.badRequest(
        `${row.key} cannot be published: ${problems.length} problem${problems.length === 1 ? '' : 's'}, the first at ${problems[0].path}`,
        problems,
        reason('notPublishable', { count: problems.length }),
      );
  }

  /**
   * Publishes a draft loaded at `version`. Every publication says why (its change note, given now
   * or saved with the draft), and a draft identical to the published version is refused: there
   * would be a new number for nothing (docs/rules.md, publishing).
   */
  async publish(id: string, version: number, changeNote: string | undefined, actor: AuthUser): Promise<AdminRuleSetVersion> {
    const draft = await this.em.findOne(RuleSetVersion, { id: Number(id) });
    if (!draft) throw ApiError.notFound(`Rule-set version ${id} does not exist`, 'rule set', id);
    await this.checkDraft(draft, version);
    const note = changeNote?.trim() || draft.changeNote.trim();
    if (!note)
      throw ApiError.badRequest(
        'A change note is required to publish: say what changes and why',
        [{ path: '/changeNote', key: 'required', message: 'is required to publish' }],
        reason('changeNoteRequired'),
      );
    const current = await this.em.findOne(RuleSetVersion, { key: draft.key, status: 'published' });
    if (current && sameRules(draft, current))
      throw ApiError.badRequest(
        `The draft is identical to the published version ${current.ruleSetVersion}: there is nothing to publish`,
        [{ path: '/content', key: 'unchanged', params: { version: current.ruleSetVersion ?? 0 }, message: 'is the published content' }],
        reason('unchangedDraft', { version: current.ruleSetVersion ?? 0 }),
      );
    this.refuse(draft, await this.gate(draft));
    let locked: RuleSetVersion;
    const published = await this.live(
      draft.key,
      async (em, number, now) => {
        const before = presentRuleSetVersion(locked, false);
        const content = contentText(numbered(parseContent(locked.content), number));
        em.assign(locked, {
          ruleSetVersion: number,
          status: 'published',
          content,
          checksum: checksumOf(content),
          changeNote: note,
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
      // Locked and checked before anything is archived: a draft someone else published meanwhile
      // is found so, and the version published then is the one the refusal names.
      async (em) => {
        const row = await em.findOne(RuleSetVersion, { id: draft.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!row) throw ApiError.notFound(`Rule-set version ${id} does not exist`, 'rule set', id);
        // Edited while the gate ran: what passed is not what would go live.
        await this.checkDraft(row, version, em);
        if (row.checksum !== draft.checksum)
          throw ApiError.conflict(
            'The draft changed while it was being checked: reload it and publish again',
            undefined,
            reason('draftChanged'),
          );
        locked = row;
      },
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

  /**
   * A draft still a draft at the version it was loaded with. One that is not a draft any more was
   * published (or published and replaced) by someone else meanwhile: the refusal names the
   * version published now and who published it, not this record's own number (docs/rules.md).
   */
  private async checkDraft(row: RuleSetVersion, version: number, em: EntityManager = this.em): Promise<void> {
    if (row.status !== 'draft') throw await this.publishedMeanwhile(row.key, em, row);
    if (row.version !== version) {
      throw ApiError.stale(
        `The draft was changed by someone else since you loaded it (version ${version}, now ${row.version}): reload it`,
        version,
        row.version,
      );
    }
  }

  /** 409 naming the version of `key` published now, who published it and when. */
  private async publishedMeanwhile(key: string, em: EntityManager, draft?: RuleSetVersion): Promise<ApiError> {
    // Inside the publishing transaction its own manager (committed rows of the winner are visible); outside, a fresh one.
    const reader = em === this.em ? this.em.fork() : em;
    const current = await reader.findOne(RuleSetVersion, { key, status: 'published' }, { refresh: true });
    if (!current)
      return ApiError.conflict(`Another version of ${key} was published meanwhile: reload`, undefined, reason('publishedMeanwhile'));
    const which = draft?.id === current.id ? 'this draft' : `version ${current.ruleSetVersion}`;
    const by = current.publishedByName ?? '';
    return ApiError.conflict(
      `Meanwhile ${by || 'someone'} published ${which} of ${key} as version ${current.ruleSetVersion}` +
        `${current.publishedAt ? ` at ${current.publishedAt.toISOString()}` : ''}: reload the page to see it`,
      undefined,
      reason('publishedMeanwhile', {
        version: current.ruleSetVersion ?? 0,
        by,
        id: current.id,
        ...(current.publishedAt ? { at: current.publishedAt.toISOString() } : {}),
      }),
    );
  }

  /**
   * One transaction: archive what is published, let `make` publish the next number, notify.
   * Two publications at once: the one-published-per-key index lets one through, the other is 409.
   */
  private async live(
    key: string,
    make: (em: EntityManager, number: number, now: Date) => Promise<RuleSetVersion>,
    actor: AuthUser,
    prepare?: (em: EntityManager) => Promise<void>,
  ): Promise<RuleSetVersion> {
    let row: RuleSetVersion;
    try {
      row = await this.em.transactional(async (em) => {
        const now = new Date();
        await prepare?.(em);
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
      if (error instanceof UniqueConstraintViolationException) throw await this.publishedMeanwhile(key, this.em);
      throw error;
    }
    // This instance at once; the others when PostgreSQL delivers the notice.
    this.ruleSets.forget(key);
    return row;
  }
}
