// The service worker of the installable app, generated over the static export after `next build`:
// every page and asset of out/ precached, public article, config and room reads stale-while-revalidate,
// /config.json network-first,
// images cache-first with a cap, and an offline page for any other navigation without a network.
// Run by scripts/build/finish-export.ts, after the export's scripts are final.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { LOCALES, type AppLocale } from '../../lib/i18n/locales';

const ROOT = path.resolve(__dirname, '../..');
const OFFLINE_PAGE = 'offline.html';

type OfflineTexts = { title: string; body: string; retry: string; home: string };

function offlineTexts(): Record<AppLocale, OfflineTexts> {
  const entries = LOCALES.map((locale) => {
    const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')) as {
      pwa: { offlinePage: OfflineTexts };
    };
    return [locale, catalogue.pwa.offlinePage] as const;
  });
  return Object.fromEntries(entries) as Record<AppLocale, OfflineTexts>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A page of its own (no app code, so it always renders), in the stored language: the worker answers
 * a navigation with it when the page is neither precached nor reachable.
 */
function offlinePageHtml(): string {
  const texts = offlineTexts();
  const english = texts['en-US'];
  // Same rule as resolveLocale in lib/i18n/locales.ts: the language part of the stored JSON value.
  const pickLanguage = `
    (function () {
      var texts = ${JSON.stringify(texts).replace(/</g, '\\u003c')};
      var stored = null;
      try { stored = JSON.parse(localStorage.getItem('language')); } catch (error) {}
      var part = typeof stored === 'string' ? stored.trim().toLowerCase().split(/[-_]/)[0] : '';
      var locale = { zh: 'zh-CN', es: 'es', pt: 'pt' }[part] || 'en-US';
      var chosen = texts[locale];
      document.documentElement.lang = locale;
      document.title = chosen.title;
      Object.keys(chosen).forEach(function (key) {
        var element = document.querySelector('[data-text="' + key + '"]');
        if (element) element.textContent = chosen[key];
      });
    })();`;
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#6d28d9">
<title>${escapeHtml(english.title)}</title>
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<style>
  body { margin: 0; min-height: 100dvh; display: flex; align-items: center; justify-content: center;
    background: #f8f7fc; color: #111827; text-align: center;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "PingFang SC", "Noto Sans", sans-serif; }
  main { max-width: 22rem; padding: 1.5rem; }
  img { width: 72px; height: 72px; border-radius: 18px; }
  h1 { font-size: 1.25rem; margin: 1rem 0 0.5rem; }
  p { color: #4b5563; font-size: 0.9rem; line-height: 1.5; margin: 0 0 1.5rem; }
  .actions { display: flex; gap: 0.75rem; justify-content: center; }
  button, a { min-height: 44px; padding: 0 1rem; border-radius: 0.75rem; font: 600 0.875rem/44px inherit; font-family: inherit; }
  button { border: 0; background: #6d28d9; color: #fff; cursor: pointer; }
  a { border: 1px solid #e5e7eb; background: #fff; color: #111827; text-decoration: none; }
</style>
</head>
<body>
<main>
  <img src="/icons/icon-192.png" alt="">
  <h1 data-text="title">${escapeHtml(english.title)}</h1>
  <p data-text="body">${escapeHtml(english.body)}</p>
  <div class="actions">
    <button type="button" data-text="retry" id="retry">${escapeHtml(english.retry)}</button>
    <a href="/home" data-text="home">${escapeHtml(english.home)}</a>
  </div>
</main>
<script>${pickLanguage}
document.getElementById('retry').addEventListener('click', () => location.reload());</script>
</body>
</html>
`;
}

/**
 * Imported by the worker: a tap on one of the app's system notifications (lib/pwa/systemNotifications.ts)
 * brings an open window of the app to the page the notification names, or opens one.
 */
const NOTIFICATION_CLICK_SCRIPT = `self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/home';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      return open.focus().then((client) => (client.url === target ? client : client.navigate(target)));
    }),
  );
});
`;
const NOTIFICATION_CLICK_FILE = 'sw-notifications.js';

export async function buildServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  writeFileSync(path.join(outDir, OFFLINE_PAGE), offlinePageHtml());
  writeFileSync(path.join(outDir, NOTIFICATION_CLICK_FILE), NOTIFICATION_CLICK_SCRIPT);
  const { count, size, warnings } = await generateSW({
    swDest: path.join(outDir, 'sw.js'),
    globDirectory: outDir,
    // Pages, their RSC payloads for client navigation, scripts, styles and the install assets.
    globPatterns: ['**/*.{html,txt,js,css,webmanifest,png,svg,ico,woff2}'],
    // Seeded article art is content: it is cached like any image, when seen.
    globIgnores: ['sw.js', NOTIFICATION_CLICK_FILE, '404.html', '_not-found.*', '_not-found/**', 'seed/**'],
    // Hashed build assets are unique by name; pages are revisioned by their content hash.
    dontCacheBustURLsMatching: /^_next\/static\//,
    // A page is the same file whatever its query (`/home/inforDetail?id=3` is inforDetail.html);
    // `/home` finds `home.html` (clean URLs) and `/` finds `index.html`.
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // A new version waits until the reader accepts the reload: the app's workbox-window then posts
    // {type: 'SKIP_WAITING'} (messageSkipWaiting), which this option's message listener answers with skipWaiting().
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    importScripts: [`/${NOTIFICATION_CLICK_FILE}`],
    mode: 'production',
    sourcemap: false,
    runtimeCaching: [
      {
        // Public, identical for every reader: articles, configuration, rooms. Never /app/, /v1/ or /rpc,
        // which carry one user's data or chain state; those are not matched by any rule, so never cached.
        urlPattern: /\/[A-Za-z0-9_-]+JavaRoom\/public\/(article|config|room)\//,
        method: 'GET',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'public-api',
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // What the server no longer has (an article deleted or taken down) leaves the cache too: otherwise the
              // last good answer, which a 404 never replaces, would be shown first for a week.
              fetchDidSucceed: async ({ request, response }) => {
                if (response.status === 404) await (await caches.open('public-api')).delete(request);
                return response;
              },
            },
          ],
        },
      },
      {
        // What this deployment runs on (lib/runtime-config): the network's answer first, so a changed deployment
        // is seen at the next start, and the last one seen without a network.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        method: 'GET',
        handler: 'NetworkFirst',
        options: { cacheName: 'config', cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ request, url }) => request.destination === 'image' && !/^\/(v1|rpc)\b|JavaRoom\/app\//.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        // Precached pages never get here; any other page falls back to the offline page without a network.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`[sw] ${warning}`);
  return { count, size };
}
