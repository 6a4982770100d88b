import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, CalculationAnswer, ProjectData } from '@lsp/contracts';
import { GOLDEN_FORM_VALUES, newProject, projectsAs, resave } from '../support/projects.js';
import { publishRulesFailingAt } from '../support/failing-rules.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * Rules that fail for some input (issue 21, point 3): the calculation says where, and a save
 * stores nothing and names the field, so the customer app can show both.
 */
describe('A calculation whose rules fail says where, and a save with it keeps what is stored', () => {
  let server: TestServer;
  let customerToken: string;
  const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const heightOf = (height: number) => GOLDEN_FORM_VALUES.map((v) => (v.key === 'shaftHeight' ? { key: v.key, value: height } : v));

  before(async () => {
    server = await startTestServer();
    customerToken = await server.tokenFor('customer');
  });
  after(() => server.close());

  const publishHeightBand = () => publishRulesFailingAt(server);

  it('the calculation answers not ready with calculation.failed naming the rule and the field; the save is refused naming it and stores nothing', async () => {
    const projects = projectsAs(server, customerToken);
    const project = await projects.created(newProject({ projectName: 'Hoher Schacht' }));
    await publishHeightBand();

    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token: customerToken,
      ...json({ formValues: heightOf(111111) }),
    });
    assert.equal(response.status, 200);
    const answer = (await response.json()) as CalculationAnswer;
    assert.equal(answer.ready, false);
    assert.deepEqual(answer.messages, [
      {
        level: 'error',
        key: 'calculation.failed',
        params: { rule: 'height-band', field: 'shaftHeight' },
        field: 'shaftHeight',
        because: [],
      },
    ]);

    const request = resave(project, {}, { shaftHeight: 111111 });
    const saved = await projects.save(request);
    assert.equal(saved.status, 500, "the rules failing is the provider's fault, not the input's");
    const body = (await saved.json()) as ApiErrorBody;
    assert.equal(body.message, 'calculation.failed');
    const index = request.formValues.findIndex((v) => v.key === 'shaftHeight');
    assert.deepEqual(body.details, [
      {
        path: `/formValues/${index}/value`,
        key: 'calculationFailed',
        params: { field: 'shaftHeight' },
        message: 'the calculation rules failed on this shaftHeight value (rule height-band)',
      },
    ]);

    const stored = (await (await projects.get(project.id)).json()) as ProjectData;
    assert.equal(stored.version, project.version);
    assert.equal(
      stored.formValues.find((v) => v.key === 'shaftHeight')?.value,
      project.formValues.find((v) => v.key === 'shaftHeight')?.value,
    );
    assert.deepEqual(stored.products, project.products);

    // Any other height calculates and saves with the same rules.
    assert.equal((await projects.save(resave(project, {}, { shaftHeight: 111120 }))).status, 200);
  });
});
