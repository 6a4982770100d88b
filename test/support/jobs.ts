import assert from 'node:assert/strict';
import type { BackgroundJobView } from '@lsp/contracts';
import type { TestServer } from './test-server.js';

/** A background job as GET /api/admin/jobs/{id} answers it now. */
export async function jobNow(server: TestServer, token: string, id: string): Promise<BackgroundJobView> {
  const response = await server.api(`/api/admin/jobs/${id}`, { token });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as BackgroundJobView;
}

/** Polls a job until it is done (failing the test if it fails), answering its last view. */
export async function finishedJob<T = unknown>(
  server: TestServer,
  token: string,
  id: string,
  timeoutMs = 120_000,
): Promise<BackgroundJobView & { result: T }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobNow(server, token, id);
    if (job.state === 'done') return job as BackgroundJobView & { result: T };
    assert.notEqual(job.state, 'failed', `job ${id} failed: ${job.error}`);
    assert.ok(Date.now() < deadline, `job ${id} still ${job.state} (${job.done} of ${job.total}) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
