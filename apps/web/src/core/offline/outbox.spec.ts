/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProjectData, SaveProjectRequest } from '@lsp/contracts';
import { createKeyOf, draftIdOf, isNewDraftId, requeued, sendDrafts, sendingOrder, totalChange, type Draft, type Sender } from './outbox';

const request = (id: string | null, version?: number, name = 'Haus'): SaveProjectRequest =>
  ({
    id,
    ...(version === undefined ? {} : { version }),
    state: 'NEW',
    products: [],
    formValues: [{ key: 'projectName', value: name }],
  }) as unknown as SaveProjectRequest;

const draft = (draftId: string, queuedAt: string, extra: Partial<Draft> = {}): Draft => ({
  account: 'sub-1',
  draftId,
  createKey: createKeyOf(draftId),
  request: request(isNewDraftId(draftId) ? null : draftId, isNewDraftId(draftId) ? undefined : 3),
  companyId: 1001,
  name: draftId,
  queuedAt,
  savedAt: queuedAt,
  totalCents: null,
  conflict: false,
  base: null,
  ...extra,
});

const project = (id: string, version: number) => ({ id, version }) as ProjectData;

class Refusal extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

/** A server that answers from a script, one answer per save, and notes what it was sent. */
function server(answers: ((sent: SaveProjectRequest, key: string | null) => { project: ProjectData; replayed: boolean })[]) {
  const sent: { request: SaveProjectRequest; key: string | null }[] = [];
  const sender: Sender = {
    save: (request, key) => {
      sent.push({ request, key });
      const answer = answers.shift();
      if (!answer) return Promise.reject(new Error('nothing scripted'));
      try {
        return Promise.resolve(answer(request, key));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    isStale: (error) => error instanceof Refusal && error.status === 409,
    isUnreachable: (error) => error instanceof Refusal && error.status === 503,
  };
  return { sender, sent };
}

const refuse = (status: number) => () => {
  throw new Refusal(status);
};

describe('the outbox of drafts saved offline', () => {
  it('names a new project by its create key and an existing one by its id', () => {
    assert.equal(draftIdOf(null, 'k-1'), 'draft-k-1');
    assert.equal(draftIdOf('C20261129-4', null), 'C20261129-4');
    assert.equal(createKeyOf('draft-k-1'), 'k-1');
    assert.equal(createKeyOf('C20261129-4'), null);
  });

  it('sends in the order the drafts were first kept, and a draft saved again keeps its place and base version', () => {
    const first = draft('C20261129-1', '2026-11-29T10:00:00Z');
    const second = draft('draft-k', '2026-11-29T10:05:00Z');
    const again = requeued(first, { ...first, queuedAt: '2026-11-29T10:09:00Z', request: request('C20261129-1', 5, 'Haus B') });
    assert.deepEqual(
      sendingOrder([second, again]).map((d) => d.draftId),
      ['C20261129-1', 'draft-k'],
    );
    assert.equal(again.request.version, 3, 'the version the entries started from is what the server checks');
    assert.equal(again.request.formValues[0]?.value, 'Haus B', 'the newest entries');
    const priced = { ...first, totalCents: 409_708 };
    assert.equal(requeued(priced, { ...first, totalCents: null }).totalCents, 409_708, 'the same entries saved before their quote came');
    assert.equal(requeued(priced, { ...again, totalCents: null }).totalCents, null, 'other entries: no total known');
    // Saved again, the person has seen it: a refusal or a conflict of the last sending no longer marks it.
    const marked = requeued({ ...first, refused: true, conflict: true }, again);
    assert.deepEqual([marked.refused, marked.conflict], [false, false]);
  });

  it('sends a new project with its create key, and a replayed create sends the entries again on its version', async () => {
    const { sender, sent } = server([
      () => ({ project: project('C20261129-7', 1), replayed: true }),
      (req) => ({ project: project(req.id!, 2), replayed: false }),
    ]);
    const outcomes = await sendDrafts([draft('draft-k', '2026-11-29T10:00:00Z')], sender);
    assert.deepEqual(
      sent.map((s) => [s.request.id, s.request.version, s.key]),
      [
        [null, undefined, 'k'],
        ['C20261129-7', 1, null],
      ],
    );
    assert.deepEqual(
      outcomes.map((o) => [o.kind, o.kind === 'sent' ? o.project.version : null]),
      [['sent', 2]],
    );
  });

  it('keeps a project saved elsewhere meanwhile as a conflict and goes on with the next', async () => {
    const { sender } = server([refuse(409), () => ({ project: project('C2', 4), replayed: false })]);
    const outcomes = await sendDrafts([draft('C1', '2026-11-29T10:00:00Z'), draft('C2', '2026-11-29T10:01:00Z')], sender);
    assert.deepEqual(
      outcomes.map((o) => [o.kind, o.draft.draftId]),
      [
        ['conflict', 'C1'],
        ['sent', 'C2'],
      ],
    );
  });

  it('stops at a server out of reach, so the rest wait in order, and skips conflicts waiting for a decision', async () => {
    const { sender, sent } = server([refuse(503)]);
    const outcomes = await sendDrafts(
      [draft('C0', '2026-11-29T09:00:00Z', { conflict: true }), draft('C1', '2026-11-29T10:00:00Z'), draft('C2', '2026-11-29T10:01:00Z')],
      sender,
    );
    assert.deepEqual(outcomes, []);
    assert.deepEqual(
      sent.map((s) => s.request.id),
      ['C1'],
    );
  });

  it('tells the old and the new total when the server priced a sent draft differently', () => {
    const sent = { ...project('C20261129-9', 1), totalCents: 410_000 } as ProjectData;
    const offline = draft('draft-k', '2026-11-29T10:00:00Z', { name: 'Keller', totalCents: 409_708 });
    assert.deepEqual(totalChange(offline, sent), { projectId: 'C20261129-9', name: 'Keller', from: 409_708, to: 410_000 });
    assert.equal(totalChange({ ...offline, totalCents: 410_000 }, sent), null, 'the same total');
    assert.equal(totalChange({ ...offline, totalCents: null }, sent), null, 'not priced offline');
  });
});
