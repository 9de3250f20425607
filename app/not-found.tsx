import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/SiteShell';
import { ErrorPanel } from '@/components/layout/ErrorPanel';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist. Find study-abroad guidance from our home page or ask us directly.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <SiteShell>
      <ErrorPanel
        detail="404 Not Found"
        message="We could not find that page. It may have moved, or the address may have a typo."
      />
    </SiteShell>
  );
}
