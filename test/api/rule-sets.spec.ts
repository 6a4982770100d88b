import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import jsonLogic from 'json-logic-js';
import type { DataProvider } from 'ra-core';
import type {
  AdminAuditEvent,
  AdminRuleSetVersion,
  ApiErrorBody,
  BackgroundJobView,
  CalculationAnswer,
  ProjectData,
  RuleSetCheckAnswer,
  RuleSetDiff,
  RuleSetEditorSupport,
  RuleSetImpactReport,
  RuleSetTestRun,
  RuleSetTryAnswer,
} from '@lsp/contracts';
import { draftWith as draftOf } from '../support/rule-set-drafts.js';
import { adminDataProvider, everything, rejection } from '../support/admin-data-provider.js';
import { finishedJob } from '../support/jobs.js';
import { GOLDEN_FORM_VALUES, newProject, projectsAs, resave } from '../support/projects.js';
import { SEED_RULE_SET } from '../support/seed-rule-set.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Rule = Json & { id: string };

const stage = (content: Json, name: string) => (content.stages as Json[]).find((s) => s.name === name)!;
const rulePath = (content: Json, stageName: string, id: string) => {
  const stageIndex = (content.stages as Json[]).findIndex((s) => s.name === stageName);
  const ruleIndex = (stage(content, stageName).rules as Rule[]).findIndex((r) => r.id === id);
  return `/content/stages/${stageIndex}/rules/${ruleIndex}`;
};

describe('Rules without redeploy: /api/admin/rule-sets', () => {
  let server: TestServer;
  let admin: DataProvider;
  let adminToken: string;
  let customerToken: string;

  const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const action = async <T>(path: string, body?: unknown, method = 'POST'): Promise<{ status: number; body: T }> => {
    const response = await server.api(`/api/admin/rule-sets${path}`, {
      method,
      token: adminToken,
      ...(body === undefined ? {} : json(body)),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const calculate = async (formValues = GOLDEN_FORM_VALUES): Promise<CalculationAnswer> => {
    const response = await server.api('/api/calculation-v1', { method: 'POST', token: customerToken, ...json({ formValues }) });
    assert.equal(response.status, 200);
    return (await response.json()) as CalculationAnswer;
  };
  const published = async (): Promise<AdminRuleSetVersion> =>
    (await admin.getList<AdminRuleSetVersion>('rule-sets', { ...everything, filter: { status: 'published' } })).data[0];
  const draftWith = (edit: (content: Json) => void, changeNote?: string) => draftOf(admin, edit, changeNote);
  const publish = (draft: AdminRuleSetVersion, changeNote?: string) =>
    action<AdminRuleSetVersion & ApiErrorBody>(`/${draft.id}/publish`, { version: draft.version, ...(changeNote ? { changeNote } : {}) });
  /** Logistics as a share of the components: a threshold every priced quote depends on. */
  const logistics = (percent: number) => (content: Json) => {
    content.constants.costModel.logisticsPercent = percent;
  };

  before(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor('admin');
    customerToken = await server.tokenFor('customer');
    admin = adminDataProvider(server, adminToken);
  });
  after(() => server.close());

  it('seeds version 1 from rules/lift-shaft as the published version, with checksum, author and note', async () => {
    const versions = await admin.getList<AdminRuleSetVersion>('rule-sets', everything);
    assert.equal(versions.total, 1);
    const [first] = versions.data;
    assert.equal(first.key, 'lift-shaft');
    assert.equal(first.ruleSetVersion, 1);
    assert.equal(first.status, 'published');
    assert.match(first.checksum, /^[0-9a-f]{64}$/);
    assert.match(first.changeNote, /rules\/lift-shaft/);
    assert.equal(first.content, undefined, 'lists leave the content out');
    assert.ok(first.summary.rules > 100 && first.summary.tests >= 10);
    const one = await admin.getOne<AdminRuleSetVersion>('rule-sets', { id: first.id });
    assert.equal((one.data.content as Json).key, 'lift-shaft');
    assert.deepEqual((await calculate()).ruleSet, { key: 'lift-shaft', version: 1 });
  });

  it('a draft starts as a copy of the published version, changes under its version (a stale edit is 409), never reaches customers, and is audited', async () => {
    const before = await calculate();
    const draft = await draftWith(logistics(20));
    assert.equal(draft.status, 'draft');
    assert.equal(draft.ruleSetVersion, null);
    assert.equal(draft.basedOn, 1);
    assert.equal((draft.content as Json).version, 2, 'a draft carries the number it would be published as');
    assert.equal(draft.version, 2);
    // A second engineer saves the draft they loaded before the first one's change: refused, nothing overwritten.
    const stale = await rejection(
      admin.update('rule-sets', { id: draft.id, data: { ...draft, version: 1, changeNote: 'other' }, previousData: draft }),
    );
    assert.equal(stale.status, 409);
    assert.match(stale.message, /changed by someone else/);
    assert.equal((await admin.getOne<AdminRuleSetVersion>('rule-sets', { id: draft.id })).data.changeNote, 'test');
    assert.deepEqual(await calculate(), before, 'a draft never affects customers');
    const ruleSet = await server.api('/api/calculation-v1/rule-set', { token: customerToken });
    assert.equal(((await ruleSet.json()) as { ruleSet: { version: number } }).ruleSet.version, 1);
    const audit = (await admin.getList<AdminAuditEvent>('audit-events', { ...everything, filter: { resource: 'rule-sets' } })).data.filter(
      (e) => e.recordId === String(draft.id),
    );
    assert.deepEqual(audit.map((e) => e.action).sort(), ['create', 'update']);
    assert.ok(audit.find((e) => e.action === 'update')!.changes.checksum, 'the content change shows as a new checksum');
    // The key in the content is the record's.
    const renamed = await rejection(
      admin.update('rule-sets', { id: draft.id, data: { ...draft, content: { ...draft.content, key: 'other' } }, previousData: draft }),
    );
    assert.equal(renamed.status, 400);
    assert.deepEqual(renamed.body.errors, { 'content.key': "must be 'lift-shaft' (the record's key)" });
    await admin.delete('rule-sets', { id: draft.id, previousData: draft });
  });

  it('checks content as it is typed: schema and unknown variables, at JSON Pointers', async () => {
    const content = (await admin.getOne<AdminRuleSetVersion>('rule-sets', { id: (await published()).id })).data.content as Json;
    const broken = structuredClone(content);
    (stage(broken, 'options').rules as Rule[]).push({
      id: 'uses-unknown',
      kind: 'conditional',
      when: [{ '>': [{ var: 'shaftHieght' }, 1000] }],
      then: [{ set: 'tall', value: true }],
    });
    const answer = await action<RuleSetCheckAnswer>('/check', { content: broken });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.ok, false);
    assert.equal(answer.body.problems.length, 1);
    assert.equal(answer.body.problems[0].path, `/stages/0/rules/${stage(broken, 'options').rules.length - 1}/when/0/>/0`);
    assert.match(answer.body.problems[0].message, /shaftHieght/);
    assert.deepEqual((await action<RuleSetCheckAnswer>('/check', { content })).body, { ok: true, problems: [] });
    const support = await action<RuleSetEditorSupport>('/editor-support', undefined, 'GET');
    assert.equal(support.status, 200);
    assert.ok(support.body.builtins.some((b) => b.name === 'mulDivCeil' && b.description));
    assert.ok(support.body.builtins.some((b) => b.name === 'isPostalCode'));
    assert.ok(support.body.productKeys.includes('BK-AIO'));
    assert.ok(support.body.formFields.includes('shaftHeight'));
    assert.equal((support.body.schema as Json).type, 'object');
  });

  it('refuses to publish an invalid schema, an unknown variable, a failing test case, a compiled/interpreted disagreement and a rule that fails for some inputs', async () => {
    const refused = async (edit: (content: Json) => void): Promise<ApiErrorBody & { errors?: Record<string, string> }> => {
      const draft = await draftWith(edit);
      const answer = await publish(draft);
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      await admin.delete('rule-sets', { id: draft.id, previousData: draft });
      return answer.body;
    };
    const schema = await refused((c) => {
      (stage(c, 'post').rules as Rule[]).push({ id: 'odd', kind: 'sometimes' });
    });
    assert.ok(
      schema.details!.some((d) => d.path.startsWith('/content/stages/3/rules/')),
      JSON.stringify(schema.details),
    );

    let content: Json = {};
    const variable = await refused((c) => {
      content = c;
      (stage(c, 'options').rules as Rule[])[0].then[0].value = { var: 'machineRoomm' };
    });
    assert.deepEqual(
      variable.details!.map((d) => d.path),
      [`${rulePath(content, 'options', 'has-machine-room')}/then/0/value`],
    );
    assert.match(variable.details![0].message, /machineRoomm/);

    const failing = await refused((c) => {
      c.tests[0].expect.derived.totalLiftArea = 104001;
    });
    assert.deepEqual(failing.details, [
      {
        path: '/content/tests/0',
        key: 'testFails',
        params: { test: '01-de-newbuilding-1600x2600' },
        message: "test case '01-de-newbuilding-1600x2600' fails: derived.totalLiftArea: expected 104001, got 104000",
      },
    ]);

    // json-logic-js keeps its operations in one table per process: change how it joins text, as an
    // upgrade of the library could, and the interpreted reference no longer agrees with the compiled rules.
    jsonLogic.add_operation('cat', (...parts: unknown[]) => parts.join('-'));
    try {
      const disagreement = await refused((c) => {
        (stage(c, 'options').rules as Rule[]).push({
          id: 'label',
          kind: 'conditional',
          then: [{ set: 'label', value: { cat: ['lift', 'shaft'] } }],
        });
      });
      assert.ok(disagreement.details!.length >= 1);
      assert.equal(disagreement.details!.length, SEED_RULE_SET.testCases, 'every test case');
      assert.deepEqual(disagreement.details![0], {
        path: '/content/tests/0',
        key: 'testDisagrees',
        params: { test: '01-de-newbuilding-1600x2600' },
        message: "test case '01-de-newbuilding-1600x2600': compiled and interpreted differ at derived.label",
      });
      assert.ok(
        disagreement.details!.every(
          (d) => /^\/content\/tests\/\d+$/.test(d.path) && /compiled and interpreted (differ|disagree)/.test(d.message),
        ),
      );
    } finally {
      jsonLogic.add_operation('cat', (...parts: unknown[]) => parts.join(''));
    }

    // Every test case is in de, at or ch: only random inputs find the countries this selector forgot.
    const fuzzed = await refused((c) => {
      (stage(c, 'options').rules as Rule[]).push({
        id: 'region',
        kind: 'selector',
        select: { var: 'country' },
        sealed: true,
        cases: [{ match: ['de', 'at', 'ch'], then: [{ set: 'region', value: 'DACH' }] }],
      });
    });
    // At the failing rule's selector, so the editor marks its line (docs/rules.md).
    assert.match(fuzzed.details![0].path, /^\/content\/stages\/0\/rules\/\d+\/select$/);
    assert.equal(fuzzed.details![0].params?.rule, 'region');
    assert.match(fuzzed.details![0].message, /fails to execute for \d+ of 2000 random valid inputs \(seed \d+\)/);
    assert.deepEqual((await calculate()).ruleSet, { key: 'lift-shaft', version: 1 }, 'nothing was published');
  });

  it('runs the test cases in both modes and "tries" a form with a draft, explanations included', async () => {
    const draft = await draftWith(logistics(20));
    const run = await action<RuleSetTestRun>(`/${draft.id}/tests`);
    assert.equal(run.status, 200);
    assert.equal(run.body.failed, 0);
    assert.equal(run.body.disagreements, 0);
    assert.ok(run.body.passed >= 10);
    const tried = await action<RuleSetTryAnswer>(`/${draft.id}/try`, { formValues: GOLDEN_FORM_VALUES });
    assert.equal(tried.status, 200);
    const now = await calculate();
    assert.equal(tried.body.answer.ruleSet.version, 2);
    assert.ok(tried.body.answer.costs!.categories.logisticCosts > now.costs!.categories.logisticCosts, "the draft's 20 % logistics");
    assert.ok(Object.values(tried.body.answer.derived).length > 0 && tried.body.answer.selectedProducts[0].because.length > 0);
    const bad = await action<ApiErrorBody>(`/${draft.id}/try`, { formValues: [{ key: 'shaftHeight', value: 'tall' }] });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.details![0].path, '/formValues/0/value');
    await admin.delete('rule-sets', { id: draft.id, previousData: draft });
  });

  it('analyses the impact on open projects and the golden fixtures, publishes (audited, live at once), keeps submitted figures, and rolls back as a new version', async () => {
    const customer = projectsAs(server, customerToken);
    // Two open projects (one with montage, one without) and one submitted.
    const open = await customer.created(newProject({ projectName: 'Open A' }));
    const noMontage = await customer.created(newProject({ projectName: 'Open B', montageIncluded: false, shaftWidth: 2000 }));
    const toSubmit = await customer.created(newProject({ projectName: 'Submitted' }));
    const submittedResponse = await customer.save(resave(toSubmit, { state: 'SUBMITTED' }, { requestType: 'OFFER' }));
    assert.equal(submittedResponse.status, 200, await submittedResponse.clone().text());
    const submitted = (await submittedResponse.json()) as ProjectData;
    assert.equal(submitted.ruleSet!.version, 1);

    const draft = await draftWith(logistics(20), 'Logistics 20 %');
    const impact = await action<BackgroundJobView>(`/${draft.id}/impact`);
    assert.equal(impact.status, 202, JSON.stringify(impact.body));
    assert.equal(impact.body.kind, 'rule-set-impact');
    // The count is known from the first answer: a run too short for a progress write still says "0 of 15".
    assert.equal(impact.body.total, 2 + SEED_RULE_SET.goldenFixtures, JSON.stringify(impact.body));
    const again = await action<BackgroundJobView>(`/${draft.id}/impact`);
    assert.equal(again.body.id, impact.body.id, 'the same question asked again finds the same job');
    const job = await finishedJob<RuleSetImpactReport>(server, adminToken, impact.body.id);
    assert.equal(job.done, job.total);
    assert.equal(job.total, 2 + SEED_RULE_SET.goldenFixtures);
    const report = job.result;
    assert.deepEqual(report.against, { key: 'lift-shaft', version: 1 });
    assert.equal(report.projects.checked, 2, 'NEW, DRAFT and MESSAGE_FROM_DH only: the submitted project is not open');
    assert.equal(report.projects.totalsChanged, 2);
    assert.equal(report.projects.productsChanged, 0);
    assert.equal(report.projects.failed, 0);
    assert.equal(report.fixtures.checked, SEED_RULE_SET.goldenFixtures);
    assert.ok(report.fixtures.totalsChanged >= 8, `priced fixtures change (${report.fixtures.totalsChanged})`);
    const changed = report.projects.totalsChanged + report.fixtures.totalsChanged;
    assert.equal(
      report.distribution.reduce((sum, b) => sum + b.count, 0),
      changed,
    );
    const largest = report.largest;
    assert.ok(
      largest.length > 0 &&
        largest.every((item, i) => i === 0 || Math.abs(item.difference ?? 0) <= Math.abs(largest[i - 1].difference ?? 0)),
    );
    const openItem = largest.find((i) => i.id === open.id)!;
    assert.equal(openItem.kind, 'project');
    assert.equal(openItem.totalBefore, open.totalCents);
    assert.ok(openItem.difference! > 0 && openItem.percent! > 0);
    assert.deepEqual(report.fuzz.failures, 0);
    assert.equal(report.fuzz.runs, 2000);

    const response = await publish(draft, 'Logistics 20 % from today');
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const live = response.body;
    assert.equal(live.status, 'published');
    assert.equal(live.ruleSetVersion, 2);
    assert.equal((live.content as Json).version, 2);
    assert.ok(live.publishedByName && live.publishedAt);
    assert.equal((await calculate()).ruleSet.version, 2, 'the next calculation uses it, without restart');
    assert.equal((await calculate()).costs!.categories.total, openItem.totalAfter);
    const versions = (await admin.getList<AdminRuleSetVersion>('rule-sets', everything)).data;
    assert.deepEqual(
      versions.filter((v) => v.status !== 'draft').map((v) => [v.ruleSetVersion, v.status]),
      [
        [1, 'archived'],
        [2, 'published'],
      ],
    );

    // A published version never changes, nor goes away.
    const edit = await rejection(admin.update('rule-sets', { id: live.id, data: { ...live, changeNote: 'sneaky' }, previousData: live }));
    assert.equal(edit.status, 409);
    assert.equal((await rejection(admin.delete('rule-sets', { id: live.id, previousData: live }))).status, 409);
    assert.equal((await publish(live)).status, 409, 'publishing twice');

    // Submitted figures stay; the open draft is recalculated on opening and says what changed.
    const admins = projectsAs(server, adminToken);
    const kept = (await (await customer.get(submitted.id)).json()) as ProjectData;
    assert.equal(kept.totalCents, submitted.totalCents);
    assert.equal(kept.ruleSetUpdate, undefined);
    const moved = await admins.save(resave(kept, { state: 'MESSAGE_FROM_DH' }));
    assert.equal(moved.status, 200, await moved.clone().text());
    const movedProject = (await moved.json()) as ProjectData;
    assert.deepEqual(movedProject.ruleSet, { key: 'lift-shaft', version: 1 }, 'a staff move keeps the version the customer submitted with');
    assert.equal(movedProject.totalCents, submitted.totalCents);
    const reopened = (await (await customer.get(open.id)).json()) as ProjectData;
    assert.deepEqual(reopened.ruleSet, { key: 'lift-shaft', version: 1 });
    assert.deepEqual(reopened.ruleSetUpdate, {
      from: { key: 'lift-shaft', version: 1 },
      to: { key: 'lift-shaft', version: 2 },
      totalCentsBefore: open.totalCents,
      totalCentsAfter: openItem.totalAfter,
      products: [],
    });
    const resaved = await customer.save(resave(reopened));
    const saved = (await resaved.json()) as ProjectData;
    assert.deepEqual(saved.ruleSet, { key: 'lift-shaft', version: 2 });
    assert.equal(saved.totalCents, openItem.totalAfter);
    assert.equal(saved.ruleSetUpdate, undefined, 'calculated with the current version: nothing to tell');
    void noMontage;

    // Rollback: version 1's content again, as version 3.
    const first = versions.find((v) => v.ruleSetVersion === 1)!;
    const notes = await action<ApiErrorBody>(`/${first.id}/rollback`, { changeNote: '' });
    assert.equal(notes.status, 400, 'a rollback says why');
    const rolled = await action<AdminRuleSetVersion>(`/${first.id}/rollback`, { changeNote: 'Back to 4.5 %' });
    assert.equal(rolled.status, 200, JSON.stringify(rolled.body));
    assert.equal(rolled.body.ruleSetVersion, 3);
    assert.equal(rolled.body.basedOn, 1);
    assert.equal(rolled.body.status, 'published');
    const original = (await admin.getOne<AdminRuleSetVersion>('rule-sets', { id: first.id })).data.content as Json;
    assert.deepEqual({ ...(rolled.body.content as Json), version: 1 }, original);
    const answer = await calculate();
    assert.equal(answer.ruleSet.version, 3);
    assert.equal(answer.costs!.categories.total, openItem.totalBefore);
    assert.equal(
      (await action<ApiErrorBody>(`/${rolled.body.id}/rollback`, { changeNote: 'again' })).status,
      409,
      'it is published already',
    );

    const diff = await action<RuleSetDiff>(`/${live.id}/diff/${rolled.body.id}`, undefined, 'GET');
    assert.equal(diff.status, 200);
    assert.deepEqual(diff.body.changes, [
      { path: '/version', kind: 'changed' },
      { path: '/constants/costModel/logisticsPercent', kind: 'changed' },
    ]);
    assert.match(diff.body.from.text, /"logisticsPercent": 20/);

    const audit = (await admin.getList<AdminAuditEvent>('audit-events', { ...everything, filter: { resource: 'rule-sets' } })).data;
    const publication = audit.find((e) => e.recordId === String(live.id) && e.changes.status?.to === 'published')!;
    assert.deepEqual(publication.changes.ruleSetVersion, { from: null, to: 2 });
    assert.ok(audit.some((e) => e.recordId === String(rolled.body.id) && e.action === 'create'));
    assert.ok(
      audit.some((e) => e.recordId === String(first.id) && e.changes.status?.from === 'published' && e.changes.status?.to === 'archived'),
    );
  });

  it('answers 404 for unknown versions, 400 for bad ids and bodies, and 403 to customers', async () => {
    assert.equal((await action<ApiErrorBody>('/999/tests')).status, 404);
    assert.equal((await action<ApiErrorBody>('/abc/tests')).status, 400);
    assert.equal((await action<ApiErrorBody>('/1/publish', { version: 'one' })).status, 400);
    assert.equal((await action<ApiErrorBody>('/check', {})).status, 400);
    const forbidden = await server.api('/api/admin/rule-sets/check', { method: 'POST', token: customerToken, ...json({ content: {} }) });
    assert.equal(forbidden.status, 403);
  });
});
