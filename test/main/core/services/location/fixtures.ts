import { onTestFinished } from 'vitest';
import { createServiceConfig, type ServiceConfig } from '../../../../../main/core/services/config.ts';
import type { LocationTimings } from '../../../../../main/core/services/location/options.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';
import { amapKey, amapRoutes, type AmapMockOptions } from '../../../../mocks/cloud/amap.ts';
import { googleKey, googleRoutes, type GoogleMockOptions } from '../../../../mocks/cloud/google.ts';
import { startIpMocks, type IpMocks } from '../../../../mocks/cloud/ip-services.ts';
import { startMockServer, type MockServer, type RouteHandler } from '../../../../mocks/cloud/server.ts';

/** Short pauses so tests never wait for Google's 2-second token delay; the time limit stays generous. */
export const testTimings: LocationTimings = { timeoutMs: 10_000, ipTimeoutMs: 10_000, rateRetryDelayMs: 1, pageTokenDelayMs: 1 };

/** A started mock, closed when the test finishes. */
export async function started(server: Promise<MockServer>): Promise<MockServer> {
  const running = await server;
  onTestFinished(() => running.close());
  return running;
}

/** The Amap mock, with some of its routes replaced. */
export function amapServer(options: AmapMockOptions = {}, replaced: Record<string, RouteHandler> = {}): Promise<MockServer> {
  return started(startMockServer({ routes: { ...amapRoutes(options), ...replaced } }));
}

/** The Google mock, with some of its routes replaced. */
export function googleServer(options: GoogleMockOptions = {}, replaced: Record<string, RouteHandler> = {}): Promise<MockServer> {
  return started(startMockServer({ routes: { ...googleRoutes(options), ...replaced } }));
}

/** Settings that reach the given mocks with their keys; `keys: false` leaves a key out. */
export function cloudConfig(servers: { amap?: MockServer; google?: MockServer; env?: Record<string, string> }, keys: { amap?: string | false; google?: string | false } = {}): ServiceConfig {
  const env: NodeJS.ProcessEnv = { ...servers.env };
  if (servers.amap) env.AMAP_BASE_URL = servers.amap.url;
  if (servers.google) {
    env.GOOGLE_MAPS_BASE_URL = servers.google.url;
    env.GOOGLE_PLACES_BASE_URL = servers.google.url;
    env.GOOGLE_GEOLOCATION_BASE_URL = servers.google.url;
  }
  if (keys.amap !== false && (servers.amap || keys.amap)) env.AMAP_API_KEY = keys.amap || amapKey;
  if (keys.google !== false && (servers.google || keys.google)) env.GOOGLE_MAPS_API_KEY = keys.google || googleKey;
  return createServiceConfig({ secrets: secretsFromEnv(env), env });
}

/** The three free IP services, closed when the test finishes. */
export async function ipServers(behaviour: Parameters<typeof startIpMocks>[0] = {}): Promise<IpMocks> {
  const mocks = await startIpMocks(behaviour);
  onTestFinished(() => mocks.close());
  return mocks;
}
