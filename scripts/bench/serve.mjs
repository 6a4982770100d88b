// The product for the benches that measure it through HTTP, in a process of its own: started by
// scripts/bench/product.mjs with fork(), it reports its address when ready, its memory when asked,
// and runs SQL on its database connection for a bench that fills it (over the IPC channel).
import { MikroORM } from '@mikro-orm/core';
import { startServer } from '../../apps/api/dist/server.js';
import { loadAppConfig } from '../../apps/api/dist/config/app-config.js';

const running = await startServer(loadAppConfig());
process.send?.({ ready: true, url: running.url });
// The bench that forked this process ended (or was killed): so does the product.
process.on('disconnect', () => process.exit(0));
process.on('message', async (message) => {
  if (message === 'memory') {
    global.gc?.();
    process.send?.({ memory: process.memoryUsage() });
  } else if (message === 'usage') {
    process.send?.({ usage: process.memoryUsage() });
  } else if (message === 'stop') {
    await running.close().catch(() => undefined);
    process.exit(0);
  } else if (typeof message?.sql === 'string') {
    try {
      const rows = await running.app.get(MikroORM).em.fork().getConnection().execute(message.sql);
      // The rows themselves only when few (a count, a key): the answer crosses the IPC channel.
      process.send?.({ rows: Array.isArray(rows) ? rows.length : 0, result: Array.isArray(rows) && rows.length <= 100 ? rows : null });
    } catch (error) {
      process.send?.({ rows: null, result: null, error: String(error?.message ?? error) });
    }
  }
});
