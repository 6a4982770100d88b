import type { SimulatorConfig } from '@lsp/contracts';

/** The simulator hosts as configured (GET /api/config, `simulator`). */
export type SimulatorHosts = SimulatorConfig;

const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The simulator origin for the host name the planner page is served from. */
export function simulatorOriginFor(pageHostname: string, hosts: SimulatorHosts): string {
  const hostname = pageHostname.toLowerCase();
  if (hostname === hosts.staging.pageHost.toLowerCase()) return hosts.staging.simulatorOrigin;
  if (hostname === hosts.production.pageHost.toLowerCase()) return hosts.production.simulatorOrigin;
  if (LOCAL_HOSTNAMES.includes(hostname)) return hosts.localhostOrigin;
  return hosts.defaultOrigin;
}

/**
 * The framed page's address: the simulator page under the assets path, with `t` holding a
 * timestamp so no cache serves an old simulator.
 * @example
 * simulatorUrl('planer.example.de', hosts, 1763700000000)
 * // 'https://simulator.example.de/assets/simulator/index.html?t=1763700000000'
 */
export function simulatorUrl(pageHostname: string, hosts: SimulatorHosts, now: number): string {
  const url = new URL(hosts.assetsPath, `${simulatorOriginFor(pageHostname, hosts)}/`);
  url.searchParams.set('t', String(now));
  return url.toString();
}
