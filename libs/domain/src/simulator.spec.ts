/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { simulatorOriginFor, simulatorUrl, type SimulatorHosts } from './simulator.js';

const hosts: SimulatorHosts = {
  assetsPath: '/assets/simulator/index.html',
  staging: { pageHost: 'staging.planer.example.de', simulatorOrigin: 'https://staging.simulator.example.de' },
  production: { pageHost: 'planer.example.de', simulatorOrigin: 'https://simulator.example.de' },
  localhostOrigin: 'http://localhost:8081',
  defaultOrigin: 'https://simulator.example.com',
};

describe('simulator host by page host (docs/design.md#simulator)', () => {
  it('maps the staging, production and local page hosts to their own simulator hosts', () => {
    assert.equal(simulatorOriginFor('staging.planer.example.de', hosts), 'https://staging.simulator.example.de');
    assert.equal(simulatorOriginFor('planer.example.de', hosts), 'https://simulator.example.de');
    assert.equal(simulatorOriginFor('localhost', hosts), 'http://localhost:8081');
    assert.equal(simulatorOriginFor('127.0.0.1', hosts), 'http://localhost:8081');
  });

  it('sends any other host to the public default, host names compared without case', () => {
    assert.equal(simulatorOriginFor('planer.other.de', hosts), 'https://simulator.example.com');
    assert.equal(simulatorOriginFor('www.planer.example.de', hosts), 'https://simulator.example.com');
    assert.equal(simulatorOriginFor('PLANER.Example.DE', hosts), 'https://simulator.example.de');
  });

  it('frames the page under the assets path with the timestamp as t', () => {
    assert.equal(
      simulatorUrl('planer.example.de', hosts, 1763700000000),
      'https://simulator.example.de/assets/simulator/index.html?t=1763700000000',
    );
    assert.equal(
      simulatorUrl('elsewhere', { ...hosts, defaultOrigin: 'https://sim.example.com/' }, 5),
      'https://sim.example.com/assets/simulator/index.html?t=5',
    );
  });
});
