import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BackgroundTasks } from './background-tasks.js';

describe(BackgroundTasks.name, () => {
  it('lets a stop wait for the task running, and starts none after it began', async () => {
    const tasks = new BackgroundTasks();
    let finish: () => void = () => undefined;
    let finished = false;
    void tasks.run('sweep', () => new Promise<void>((resolve) => (finish = resolve)).then(() => (finished = true)));
    const stopped = tasks.stop(5_000);
    let ranAfterStop = false;
    await tasks.run('purge', async () => {
      ranAfterStop = true;
    });
    assert.equal(ranAfterStop, false, 'no task starts once the stop began');
    assert.equal(tasks.stopped, true);
    finish();
    assert.equal(await stopped, 0, 'nothing left running');
    assert.equal(finished, true, 'the stop waited for the sweep');
  });

  it('gives up waiting after its bound, and a failed task neither throws nor holds the stop', async () => {
    const tasks = new BackgroundTasks();
    await tasks.run('fails', () => Promise.reject(new Error('database gone')));
    void tasks.run('hangs', () => new Promise(() => undefined));
    const began = performance.now();
    assert.equal(await tasks.stop(50), 1, 'one task still running');
    assert.ok(performance.now() - began < 2_000);
  });
});
