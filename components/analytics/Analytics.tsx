'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { startSensors, type SensorsSdk } from '@/lib/analytics/sensors';
import { publicConfigQuery } from '@/lib/api/config';
import { currentDeviceType } from '@/lib/device/deviceType';
import { useSession } from '@/lib/session/store';

/** The longest the SDK waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` once the page has loaded and the browser is idle, so analytics never delays the first paint. */
function afterFirstPaint(task: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Starts the Sensors SDK with the server's `commonConfig.sensorsUrl` and names the signed-in user. */
export function Analytics() {
  const queryClient = useQueryClient();
  const [sdk, setSdk] = useState<SensorsSdk | null>(null);
  const userId = useSession((state) => state.userInfo?.id ?? null);

  useEffect(() => {
    let cancelled = false;
    const cancel = afterFirstPaint(() => {
      void queryClient
        .fetchQuery(publicConfigQuery)
        .then((config) => {
          const url = config?.commonConfig.sensorsUrl;
          if (!url || cancelled) return null;
          return startSensors(url, currentDeviceType());
        })
        .then((started) => {
          if (started && !cancelled) setSdk(started);
        })
        // Analytics must never break the app: a missing SDK or config only means no tracking.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!sdk) return;
    if (userId !== null) sdk.login(String(userId));
    else sdk.logout();
  }, [sdk, userId]);

  return null;
}
