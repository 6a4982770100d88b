import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { currentRequestWait, outsideRequestWait, RequestWait, withRequestWait } from './request-wait.js';

describe('RequestWait: one bound on a request’s whole database wait', () => {
  const clocked = (budgetMs: number) => {
    let now = 0;
    return { wait: new RequestWait(budgetMs, () => now), advance: (ms: number) => (now += ms) };
  };

  it('counts the time something waits on the database, not the time between (a download read chunk by chunk)', () => {
    const { wait, advance } = clocked(1_000);
    const first = wait.begin(() => undefined);
    advance(300);
    first();
    advance(60_000);
    assert.equal(wait.remainingMs(), 700);
    const second = wait.begin(() => undefined);
    advance(200);
    assert.equal(wait.remainingMs(), 500, 'a wait under way counts as it goes');
    second();
    assert.equal(wait.remainingMs(), 500);
  });

  it('counts statements side by side once', () => {
    const { wait, advance } = clocked(1_000);
    const a = wait.begin(() => undefined);
    advance(100);
    const b = wait.begin(() => undefined);
    advance(300);
    a();
    advance(100);
    b();
    assert.equal(wait.remainingMs(), 500);
  });

  it('is spent at the bound, and a request abandoned by its caller cuts what is under way and waits no more', () => {
    const { wait, advance } = clocked(1_000);
    const end = wait.begin(() => undefined);
    advance(1_500);
    end();
    assert.equal(wait.remainingMs(), 0);

    const other = clocked(1_000).wait;
    const cut: string[] = [];
    other.begin(() => cut.push('statement'));
    const ended = other.begin(() => cut.push('ended'));
    ended();
    other.abandon();
    assert.deepEqual(cut, ['statement']);
    assert.equal(other.remainingMs(), 0);
  });

  it('belongs to the request it was made for, and to nothing outside one', async () => {
    assert.equal(currentRequestWait(), undefined);
    const { wait, result } = withRequestWait(2_500, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return currentRequestWait();
    });
    assert.equal(await result, wait);
    assert.equal(wait.budgetMs, 2_500);
  });

  it('leaves background work a request starts (a job it enqueued) out of the request’s bound', async () => {
    const { result } = withRequestWait(
      2_500,
      () => new Promise((resolve) => setImmediate(() => outsideRequestWait(() => resolve(currentRequestWait())))),
    );
    assert.equal(await result, undefined);
  });
});
