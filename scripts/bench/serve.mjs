// The product for the load bench, in a process of its own: started by scripts/bench/load.mjs
// with fork(), it reports its address when ready and its memory when asked (over the IPC channel).
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
  } else if (message === 'stop') {
    await running.close().catch(() => undefined);
    process.exit(0);
  }
});
