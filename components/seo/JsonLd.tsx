import { jsonLdText } from '@/lib/seo';

/** Structured data in a page; the text is built and escaped by lib/seo.ts. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
