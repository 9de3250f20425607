import type { Metadata } from 'next';
import { ErrorPanel } from '@/components/layout/ErrorPanel';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist. Find study-abroad guidance from our home page or ask us directly.',
  robots: { index: false },
};

/** Rendered inside the root layout's site frame (top bar, header, footer), like every page. */
export default function NotFound() {
  return (
    <ErrorPanel
      detail="404 Not Found"
      message="We could not find that page. It may have moved, or the address may have a typo."
    />
  );
}
