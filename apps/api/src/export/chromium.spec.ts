import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHROMIUM_LOCATIONS, findChromium } from './chromium.js';

describe('findChromium', () => {
  it("uses the operator's choice as it is, PUPPETEER_EXECUTABLE_PATH first", () => {
    assert.equal(
      findChromium({ PUPPETEER_EXECUTABLE_PATH: '/opt/a', CHROMIUM_PATH: '/opt/b' }, () => false),
      '/opt/a',
    );
    assert.equal(
      findChromium({ CHROMIUM_PATH: '/opt/b' }, () => true),
      '/opt/b',
    );
  });

  it("else finds the system's browser: chromium first, then Chrome", () => {
    assert.equal(
      findChromium({}, (file) => file === '/usr/bin/google-chrome'),
      '/usr/bin/google-chrome',
    );
    assert.equal(
      findChromium({}, () => true),
      CHROMIUM_LOCATIONS[0],
    );
  });

  it('answers undefined when there is none', () => {
    assert.equal(
      findChromium({}, () => false),
      undefined,
    );
  });
});
