import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuthUser } from './auth-user.js';
import { bearerToken, expiryOf, VerifiedTokens } from './verified-tokens.js';

const user = (id: string): AuthUser => ({
  id,
  username: id,
  firstName: '',
  lastName: '',
  email: '',
  companyId: 1001,
  companyName: '',
  country: 'DE',
  groups: ['Customer'],
});
const now = Date.parse('2026-11-26T10:00:00Z');
const inSeconds = (seconds: number) => now / 1000 + seconds;

describe('VerifiedTokens', () => {
  it('takes a checked token for a minute at most, and never past its expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('long', user('a'), inSeconds(300), now);
    tokens.remember('short', user('b'), inSeconds(10), now);
    assert.equal(tokens.userOf('long', now + 59_999)?.id, 'a');
    assert.equal(tokens.userOf('long', now + 60_000), undefined, 'a minute, then the signature again');
    assert.equal(tokens.userOf('short', now + 9_999)?.id, 'b');
    assert.equal(tokens.userOf('short', now + 10_000), undefined, 'not past its own exp');
    tokens.remember('expired', user('c'), inSeconds(-1), now);
    assert.equal(tokens.userOf('expired', now), undefined);
  });

  it('knows a token only by its exact text', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('aaa.bbb.ccc', user('a'), inSeconds(300), now);
    assert.equal(tokens.userOf('aaa.bbb.ccd', now), undefined);
    assert.equal(tokens.userOf('aaa.bbb.cc', now), undefined);
  });

  it('holds a bounded number, dropping the oldest', () => {
    const tokens = new VerifiedTokens(3);
    for (const id of ['1', '2', '3', '4']) tokens.remember(id, user(id), inSeconds(300), now);
    assert.equal(tokens.size, 3);
    assert.equal(tokens.userOf('1', now), undefined);
    assert.equal(tokens.userOf('4', now)?.id, '4');
  });
});

describe('bearerToken and expiryOf', () => {
  it('reads the token of an Authorization header, and the exp of its claims', () => {
    assert.equal(bearerToken('Bearer abc.def.ghi'), 'abc.def.ghi');
    assert.equal(bearerToken('bearer abc'), 'abc');
    assert.equal(bearerToken('Basic abc'), undefined);
    assert.equal(bearerToken('Bearer abc def'), undefined, 'not a token of one piece: checked in full, not remembered');
    assert.equal(bearerToken(undefined), undefined);
    const claims = Buffer.from(JSON.stringify({ exp: 1800000000 })).toString('base64url');
    assert.equal(expiryOf(`h.${claims}.s`), 1800000000);
    assert.equal(expiryOf('h.%%%.s'), undefined);
    assert.equal(expiryOf(`h.${Buffer.from('{"exp":"soon"}').toString('base64url')}.s`), undefined);
  });
});
