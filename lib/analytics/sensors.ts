import type { DeviceType } from '@/lib/device/deviceType';

/** The part of the Sensors SDK the app uses (its own typings are loose). */
export interface SensorsSdk {
  init(options: SensorsInitOptions): void;
  registerPage(properties: Record<string, string>): void;
  quick(name: 'autoTrack'): void;
  login(distinctId: string): void;
  logout(): void;
}

export interface SensorsInitOptions {
  server_url: string;
  /** Next changes pages with the History API: each change is a page view. */
  is_track_single_page: boolean;
  /** sendBeacon survives the page closing and never blocks it. */
  send_type: 'beacon' | 'ajax' | 'image';
  show_log: boolean;
  /** No heat maps or clicks: page views only. */
  heatmap: false;
}

export function sensorsOptions(serverUrl: string): SensorsInitOptions {
  return { server_url: serverUrl, is_track_single_page: true, send_type: 'beacon', show_log: false, heatmap: false };
}

/**
 * Loads the SDK (its own chunk, off the first paint), points it at `serverUrl` and starts tracking page
 * views, the current one included. `platform_type` tells android and ios readers apart.
 */
export async function startSensors(serverUrl: string, device: DeviceType): Promise<SensorsSdk> {
  const sdkModule = await import('sa-sdk-javascript');
  const sdk = sdkModule.default as unknown as SensorsSdk;
  sdk.init(sensorsOptions(serverUrl));
  sdk.registerPage({ platform_type: device });
  sdk.quick('autoTrack');
  return sdk;
}
