import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataProvider } from 'ra-core';
import type { AdminRuleSetVersion, ApiErrorBody, RuleSetCheckAnswer } from '@lsp/contracts';
import { draftWith as draftOf } from '../support/rule-set-drafts.js';
import { adminDataProvider, everything } from '../support/admin-data-provider.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A rule dividing by one elevator fewer: fine for two or more, a division by zero for one. */
const DIVIDES_BY_ELEVATORS = {
  id: 'gap-per-elevator',
  description: 'Test: 450 mm shared by all but one elevator.',
  kind: 'conditional',
  then: [{ set: 'gapPerElevator', value: { ceilDiv: [450, { '-': [{ var: 'noOfElevators' }, 1] }] } }],
};

/**
 * Mistakes named before publishing, and publishing by two engineers (docs/rules.md): the fuzzer on
 * demand, a change note for every publish, no publish of an unchanged draft, and a loser who is
 * told which version was published meanwhile and by whom.
 */
describe('Publishing rule sets: mistakes named early, two engineers at once', () => {
  let server: TestServer;
  let admin: DataProvider;
  let adminToken: string;

  const action = async <T>(path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await server.api(`/api/admin/rule-sets${path}`, {
      method: 'POST',
      token: adminToken,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const draftWith = (edit: (content: Json) => void, changeNote?: string) => draftOf(admin, edit, changeNote);
  const publish = (draft: AdminRuleSetVersion, changeNote?: string) =>
    action<AdminRuleSetVersion & ApiErrorBody>(`/${draft.id}/publish`, { version: draft.version, ...(changeNote ? { changeNote } : {}) });
  const removeDraft = (draft: AdminRuleSetVersion) => admin.delete('rule-sets', { id: draft.id, previousData: draft });
  const ventilation = (content: Json) => (content.stages as Json[]).findIndex((s) => s.name === 'ventilation');

  before(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor('admin');
    admin = adminDataProvider(server, adminToken);
  });
  after(() => server.close());

  it('the fuzzer on demand names a division by zero at its expression, with a form it fails for, before anything is saved', async () => {
    const published = (await admin.getList<AdminRuleSetVersion>('rule-sets', { ...everything, filter: { status: 'published' } })).data[0];
    const content = structuredClone((await admin.getOne<AdminRuleSetVersion>('rule-sets', { id: published.id })).data.content!) as Json;
    const stage = ventilation(content);
    (content.stages[stage].rules as Json[]).push(DIVIDES_BY_ELEVATORS);
    const rule = `/stages/${stage}/rules/${content.stages[stage].rules.length - 1}`;

    // The check while typing knows nothing wrong: the rule is well-formed.
    const plain = await action<RuleSetCheckAnswer>('/check', { content });
    assert.equal(plain.status, 200);
    assert.deepEqual(plain.body, { ok: true, problems: [] });

    const fuzzed = await action<RuleSetCheckAnswer>('/check', { content, fuzz: true });
    assert.equal(fuzzed.status, 200);
    assert.equal(fuzzed.body.ok, false);
    const [problem, ...others] = fuzzed.body.problems;
    assert.equal(others.length, 0, JSON.stringify(fuzzed.body.problems.map((p) => p.path)));
    assert.equal(problem.code, 'FAILS_ON_INPUTS');
    assert.ok(problem.path.startsWith(`${rule}/then/0/value`), `at the failing expression, not the whole rule set: ${problem.path}`);
    assert.equal(problem.params?.rule, 'gap-per-elevator');
    assert.ok(Number(problem.params?.failures) > 0 && Number(problem.params?.failures) < 2000);
    assert.equal(problem.params?.runs, 2000);
    assert.match(String(problem.params?.error), /zero/i);
    const elevators = problem.inputs?.find((input) => input.key === 'noOfElevators');
    assert.equal(elevators?.value, 1, 'the input it fails for has one elevator');

    // The same content without the mistake: nothing to name.
    (content.stages[stage].rules as Json[]).pop();
    assert.deepEqual((await action<RuleSetCheckAnswer>('/check', { content, fuzz: true })).body, { ok: true, problems: [] });
  });

  it("the gate's refusal of a failing rule points at the failing expression, not at the whole rule set", async () => {
    const draft = await draftWith((content) => {
      const stage = ventilation(content);
      (content.stages[stage].rules as Json[]).push(DIVIDES_BY_ELEVATORS);
      // No test case divides by zero (those of one elevator are left out): only the random inputs find it.
      content.tests = (content.tests as Json[]).filter((test) => test.inputs.noOfElevators !== 1);
      assert.ok((content.tests as Json[]).length > 0, 'a test case of two elevators stays, and passes');
    }, 'Spalt je Aufzug');
    const refused = await publish(draft);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.reason?.key, 'notPublishable');
    const [fuzz, ...others] = refused.body.details!;
    assert.equal(others.length, 0, JSON.stringify(refused.body.details));
    assert.equal(fuzz.key, 'fuzzFailures');
    assert.equal(fuzz.params?.code, 'FAILS_ON_INPUTS');
    assert.match(fuzz.path, /^\/content\/stages\/\d+\/rules\/\d+\/then\/0\/value/, 'at the failing expression');
    assert.equal(fuzz.params?.rule, 'gap-per-elevator');
    await removeDraft(draft);
  });

  it('a publish needs a change note, and a draft identical to the published version is refused with that reason', async () => {
    const unchanged = await draftWith(() => undefined, '');
    const withoutNote = await publish(unchanged);
    assert.equal(withoutNote.status, 400);
    assert.equal(withoutNote.body.reason?.key, 'changeNoteRequired');
    assert.deepEqual(
      withoutNote.body.details?.map((d) => [d.path, d.key]),
      [['/changeNote', 'required']],
    );
    const same = await publish(unchanged, 'Nichts geändert');
    assert.equal(same.status, 400);
    assert.equal(same.body.reason?.key, 'unchangedDraft');
    assert.equal(same.body.reason?.params.version, 1);
    assert.match(same.body.message, /identical to the published version 1/);
    await removeDraft(unchanged);
  });

  it("two engineers publish the same draft at the same moment: one wins, the loser's 409 names that version and who published it", async () => {
    const draft = await draftWith((content) => {
      content.constants.costModel.logisticsPercent = 5;
    }, 'Logistik 5 %');
    const [first, second] = await Promise.all([publish(draft), publish(draft)]);
    const statuses = [first.status, second.status].sort();
    assert.deepEqual(statuses, [200, 409], JSON.stringify([first.body, second.body]));
    const [winner, loser] = first.status === 200 ? [first.body, second.body] : [second.body, first.body];
    assert.equal(winner.status, 'published');
    assert.equal(loser.reason?.key, 'publishedMeanwhile');
    assert.equal(loser.reason?.params.version, winner.ruleSetVersion, JSON.stringify(loser));
    assert.equal(loser.reason?.params.by, winner.publishedByName);
    assert.equal(loser.reason?.params.id, winner.id);
    assert.match(loser.message, new RegExp(`as version ${winner.ruleSetVersion}\\b`));

    // Later, once a newer version replaced it, the page opened before names the version live now, not its own.
    const next = await draftWith((content) => {
      content.constants.costModel.logisticsPercent = 6;
    }, 'Logistik 6 %');
    const live = await publish(next);
    assert.equal(live.status, 200);
    const stale = await publish(draft);
    assert.equal(stale.status, 409);
    assert.equal(stale.body.reason?.key, 'publishedMeanwhile');
    assert.equal(stale.body.reason?.params.version, live.body.ruleSetVersion);
    assert.doesNotMatch(stale.body.message, /archived/);
  });
});
