import type { Checked } from '@/content/types';
import { sources } from '@/content/sources';
import { CheckedDates, SourceLink } from './Source';

/**
 * Where a figure comes from and how current it is (issue 27): its official page, then CheckedDates.
 * Kept apart from Source.tsx so client islands that show dates do not bundle the list of sources.
 */
export function Provenance({ checked }: { checked: Checked }) {
  const source = sources[checked.source];
  return (
    <>
      {/* No title: the page's name would repeat in every figure's payload (the host names it). */}
      <SourceLink url={source.url} />
      <CheckedDates {...checked} />
    </>
  );
}
