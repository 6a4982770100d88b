import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadAppConfig } from './app-config.js';

describe(loadAppConfig.name, () => {
  it('keeps project documents under DATA_DIR/files unless FILES_DIR says otherwise', () => {
    assert.deepEqual(loadAppConfig({ DATA_DIR: '/srv/planner' }, '/opt/app').files, {
      store: 'local',
      dir: '/srv/planner/files',
      stagingDir: '/srv/planner/tmp/uploads',
    });
    assert.deepEqual(loadAppConfig({}, '/opt/app').files, {
      store: 'local',
      dir: '/opt/app/data/files',
      stagingDir: '/opt/app/data/tmp/uploads',
    });
    assert.equal(loadAppConfig({ DATA_DIR: '/srv/planner', FILES_DIR: 'documents' }, '/opt/app').files.dir, '/opt/app/documents');
    assert.equal(loadAppConfig({ FILES_DIR: '/mnt/documents' }, '/opt/app').files.dir, '/mnt/documents');
  });

  it('keeps the bytes of documents in a PostgreSQL server by default, so every instance has them (FILES_STORE)', () => {
    assert.equal(loadAppConfig({ DATABASE_URL: 'postgres://db/planner' }, '/opt/app').files.store, 'database');
    assert.equal(loadAppConfig({ DATABASE_URL: 'postgres://db/planner', FILES_STORE: 'local' }, '/opt/app').files.store, 'local');
    assert.equal(loadAppConfig({ FILES_STORE: 'database' }, '/opt/app').files.store, 'database', 'in the embedded PGlite too, when asked');
    assert.throws(() => loadAppConfig({ FILES_STORE: 's3' }, '/opt/app'), /FILES_STORE must be local or database, got 's3'/);
  });

  it("bounds a request's whole database wait by the statement timeout + 0.5 s unless DB_REQUEST_TIMEOUT says otherwise, and waits a minute at start", () => {
    const timeoutsOf = (env: Record<string, string>) => {
      const { database } = loadAppConfig({ DATABASE_URL: 'postgres://db/planner', ...env }, '/opt/app');
      assert.equal(database.driver, 'postgresql');
      return database.timeouts;
    };
    assert.deepEqual(timeoutsOf({}), {
      connectMs: 5_000,
      statementMs: 10_000,
      idleInTransactionMs: 30_000,
      requestMs: 10_500,
      startupWaitMs: 60_000,
    });
    assert.equal(timeoutsOf({ DB_STATEMENT_TIMEOUT: '2000' }).requestMs, 2_500);
    assert.equal(timeoutsOf({ DB_REQUEST_TIMEOUT: '20000' }).requestMs, 20_000);
    assert.equal(timeoutsOf({ DB_STARTUP_WAIT: '0' }).startupWaitMs, 0, 'no wait: the first failure ends the start');
    assert.throws(() => timeoutsOf({ DB_STARTUP_WAIT: '-1' }), /DB_STARTUP_WAIT must be whole milliseconds from 0 to 3600000, got '-1'/);
    assert.throws(() => timeoutsOf({ DB_REQUEST_TIMEOUT: '50' }), /DB_REQUEST_TIMEOUT must be whole milliseconds from 100 to 600000/);
  });

  it('reads the simulator hosts, each configurable, and keeps the defaults otherwise', () => {
    const simulator = loadAppConfig(
      {
        SIMULATOR_STAGING_PAGE_HOST: 'Test.Planer.Example.de',
        SIMULATOR_STAGING_ORIGIN: 'https://test-sim.example.de/',
        SIMULATOR_LOCALHOST_ORIGIN: 'http://127.0.0.1:9000',
        SIMULATOR_ASSETS_PATH: '/sim/index.html',
      },
      '/opt/app',
    ).simulator;
    assert.deepEqual(simulator, {
      assetsPath: '/sim/index.html',
      staging: { pageHost: 'test.planer.example.de', simulatorOrigin: 'https://test-sim.example.de' },
      production: { pageHost: 'planer.dh-lift-ventilation.de', simulatorOrigin: 'https://simulator.dh-lift-ventilation.de' },
      localhostOrigin: 'http://127.0.0.1:9000',
      defaultOrigin: 'https://simulator.dh-lift-ventilation.com',
    });
  });

  it('refuses a simulator origin with a path, a page host that is no host name, and a bad preference expiry, naming each', () => {
    assert.throws(
      () =>
        loadAppConfig(
          {
            SIMULATOR_DEFAULT_ORIGIN: 'https://sim.example.com/app',
            SIMULATOR_PRODUCTION_PAGE_HOST: 'https://planer.example.de',
            SIMULATOR_ASSETS_PATH: 'assets/index.html',
            PREFERENCE_EXPIRY_DAYS: '0',
          },
          '/opt/app',
        ),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(
          error.problems.map((problem) => problem.split(' ')[0]),
          ['PREFERENCE_EXPIRY_DAYS', 'SIMULATOR_ASSETS_PATH', 'SIMULATOR_PRODUCTION_PAGE_HOST', 'SIMULATOR_DEFAULT_ORIGIN'],
        );
        return true;
      },
    );
    assert.equal(loadAppConfig({ PREFERENCE_EXPIRY_DAYS: '30' }, '/opt/app').preferenceExpiryDays, 30);
  });

  it('exports every project unless EXPORT_MAX_ROWS sets a limit, and refuses one that is no whole number of rows', () => {
    assert.equal(loadAppConfig({}, '/opt/app').exports.maxRows, undefined);
    assert.equal(loadAppConfig({ EXPORT_MAX_ROWS: '250000' }, '/opt/app').exports.maxRows, 250_000);
    for (const bad of ['0', '-5', '1.5', 'many'])
      assert.throws(
        () => loadAppConfig({ EXPORT_MAX_ROWS: bad }, '/opt/app'),
        (error: unknown) => error instanceof ConfigError && error.problems.some((p) => p.startsWith('EXPORT_MAX_ROWS')),
        bad,
      );
  });
});
