import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { Providers } from '@/components/Providers';
import { shellMessages } from '@/lib/i18n/catalogues';
import { RUNTIME_CONFIG_PATH } from '@/lib/runtime-config/document';
import enUS from '@/messages/en-US.json';
import './globals.css';

// No `title` here: each screen's <title> comes from DocumentTitle, in the reader's language.
export const metadata: Metadata = {
  description: enUS.app.description,
  applicationName: enUS.app.name,
  appleWebApp: { capable: true, title: enUS.app.name, statusBarStyle: 'default' },
  formatDetection: { telephone: false },
  // The install assets in public/, written by scripts/pwa/make-assets.ts.
  manifest: '/manifest.webmanifest',
  icons: {
    icon: [
      { url: '/icons/icon.svg', type: 'image/svg+xml' },
      { url: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    ],
    apple: { url: '/icons/apple-touch-icon.png', sizes: '180x180' },
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#6d28d9',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // The deployment's configuration, asked for with the page so the API clients and the wallet stack find it read.
  preload(RUNTIME_CONFIG_PATH, { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <html lang="en-US">
      <body>
        <Providers messages={shellMessages(enUS)}>
          <div className="px-safe mx-auto flex h-dvh max-w-[480px] flex-col bg-canvas shadow-sm">{children}</div>
        </Providers>
      </body>
    </html>
  );
}
