import type { Route } from 'next';
import type { IsoDate } from './types';
import type { DocumentPage, LegalSection } from './legal';
import { fill } from '@/lib/fill';

/** A page of sections as a dictionary writes it (content/i18n/*.json): words only, keyed by section id. */
export interface DocumentWords {
  title: string;
  lead: string;
  metaDescription: string;
  sections: Record<string, { heading: string; paragraphs: string[]; list?: string[]; links?: string[] }>;
}

/** What every language shares: the address, the date, and each section's links (official pages stay the same). */
export interface DocumentFrame<Slug extends string> {
  slug: Slug;
  path: Route & `/${Slug}`;
  lastUpdated: IsoDate;
  links: Record<string, string[]>;
}

/**
 * A document page from its words in one language and the frame all languages share, with the
 * records' figures filled in (`values`). A section's link labels pair with the frame's addresses in
 * order; a label without an address, or an address without a label, is an error.
 */
export function documentFrom<Slug extends string>(words: DocumentWords, frame: DocumentFrame<Slug>, values: Record<string, string | number>): DocumentPage<Slug> {
  const text = (t: string) => fill(t, values);
  const sections: LegalSection[] = Object.entries(words.sections).map(([id, s]) => {
    const hrefs = frame.links[id] ?? [];
    if ((s.links?.length ?? 0) !== hrefs.length) throw new Error(`${frame.path}: section "${id}" has ${s.links?.length ?? 0} link labels for ${hrefs.length} links`);
    return {
      id,
      heading: text(s.heading),
      paragraphs: s.paragraphs.map(text),
      ...(s.list ? { list: s.list.map(text) } : {}),
      ...(s.links ? { links: s.links.map((label, i) => ({ label: text(label), href: hrefs[i]! })) } : {}),
    };
  });
  return { slug: frame.slug, path: frame.path, lastUpdated: frame.lastUpdated, title: text(words.title), lead: text(words.lead), metaDescription: text(words.metaDescription), sections };
}
