import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findNews, newsItems } from '@/content/news';
import { pageMetadata } from '@/components/seo/metadata';
import { Article } from '@/components/news/Article';

export const dynamicParams = false;

interface Props {
  params: Promise<{ country: string; n: string }>;
}

/** Every article: /news/{country}/{n}, from the keys each item carries. */
export function generateStaticParams() {
  return newsItems.map(({ country, n }) => ({ country, n: String(n) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, n } = await params;
  const item = findNews(country, n);
  if (!item) return {};
  const meta = pageMetadata({
    title: item.metaTitle,
    shareTitle: item.title,
    description: item.subtext,
    path: item.link,
    ogType: 'article',
  });
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: item.date } };
}

export default async function NewsArticleRoute({ params }: Props) {
  const { country, n } = await params;
  const item = findNews(country, n);
  if (!item) notFound();
  return <Article item={item} />;
}
