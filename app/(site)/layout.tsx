import { Document } from '@/components/layout/Document';

/** The English site, at its own addresses. */
export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <Document lang="en">{children}</Document>;
}
