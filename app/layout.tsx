import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { site } from '@/content/site';
import { SkipLink } from '@/components/layout/SkipLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd } from '@/components/seo/structuredData';
import './tokens.css';
import './globals.css';

// Self-hosted variable Inter (latin): preloaded, swapped in, with a metric-matched Arial fallback
// so the swap does not shift the layout.
const inter = localFont({
  src: './fonts/InterVariable-latin.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  preload: true,
});

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
  icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }] },
};

export const viewport: Viewport = {
  themeColor: '#0b3a75',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        {/* Without scripts, tab panels and accordion answers stay readable. */}
        <noscript>
          <style>{'[data-nojs-show][hidden]{display:block!important}'}</style>
        </noscript>
        <SkipLink />
        {children}
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
