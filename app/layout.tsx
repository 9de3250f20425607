import type { Metadata, Viewport } from 'next';
import { siteMetadata } from '@/components/seo/metadata';

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: '#0b3a75',
  width: 'device-width',
  initialScale: 1,
};

/**
 * Shared by every page, but it draws no `<html>`: each language has its own root layout, which starts
 * the document with its own `lang` (components/layout/Document.tsx): English in app/(site), the
 * translations in app/[lang]. Metadata and viewport set here apply to all of them.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
