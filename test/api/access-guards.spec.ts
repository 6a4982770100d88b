import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { AdminOnly, CustomerOnly, CustomerOrAdmin, Public, SignedIn } from '@lsp/api/auth/access.decorators';
import { AuthModule } from '@lsp/api/auth/auth.module';
import { ApiExceptionFilter } from '@lsp/api/common/api-exception.filter';
import { APP_CONFIG } from '@lsp/api/config/app-config';
import { freePort, startTestServer, type TestServer } from '../support/test-server.js';

@Controller('probe')
class ProbeController {
  @Public() @Get('public') open() {
    return { ok: true };
  }
  @SignedIn() @Get('signed-in') signedIn() {
    return { ok: true };
  }
  @Get('default') byDefault() {
    return { ok: true };
  }
  @CustomerOrAdmin() @Get('customer-or-admin') customerOrAdmin() {
    return { ok: true };
  }
  @CustomerOnly() @Get('customer-only') customerOnly() {
    return { ok: true };
  }
  @AdminOnly() @Get('admin-only') adminOnly() {
    return { ok: true };
  }
}

/**
 * Each guard against each kind of user: a small second application with one route per guard
 * validates the tokens the running product's identity provider issues, over its real JWKS.
 */
describe('Access guards', () => {
  let server: TestServer;
  let probe: INestApplication;
  let probeUrl: string;

  before(async () => {
    server = await startTestServer();
    @Module({
      imports: [AuthModule],
      controllers: [ProbeController],
      providers: [
        { provide: APP_CONFIG, useValue: server.config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG],
    })
    class ProbeModule {}
    // AuthModule's strategy needs APP_CONFIG; make it global for this probe.
    Reflect.defineMetadata('__module:global__', true, ProbeModule);
    probe = await NestFactory.create(ProbeModule, { logger: false });
    const port = await freePort();
    await probe.listen(port, '127.0.0.1');
    probeUrl = `http://127.0.0.1:${port}/probe`;
  });
  after(async () => {
    await probe?.close();
    await server.close();
  });

  const expected: Record<string, Record<string, number>> = {
    'no token': { public: 200, 'signed-in': 401, default: 401, 'customer-or-admin': 401, 'customer-only': 401, 'admin-only': 401 },
    customer: { public: 200, 'signed-in': 200, default: 200, 'customer-or-admin': 200, 'customer-only': 200, 'admin-only': 403 },
    admin: { public: 200, 'signed-in': 200, default: 200, 'customer-or-admin': 200, 'customer-only': 403, 'admin-only': 200 },
    inactive: { public: 200, 'signed-in': 200, default: 403, 'customer-or-admin': 403, 'customer-only': 403, 'admin-only': 403 },
  };

  for (const [who, routes] of Object.entries(expected)) {
    it(`answers ${who} as the guards say`, async () => {
      const token = who === 'no token' ? undefined : await server.tokenFor(who);
      const actual: Record<string, number> = {};
      for (const route of Object.keys(routes)) {
        const response = await fetch(`${probeUrl}/${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        actual[route] = response.status;
        if (who === 'inactive' && response.status === 403) {
          assert.equal((await response.json()).message, 'account.message.notActivated');
        }
      }
      assert.deepEqual(actual, routes);
    });
  }
});
