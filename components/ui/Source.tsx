import type { Checked } from '@/content/types';
import { sources } from '@/content/sources';
import { formatDate, sourceHost } from '@/lib/format';
import { keepHyphens } from './keepHyphens';

/**
 * "Source: gov.uk": the official page behind a figure, named by its site. `about` names the figure for
 * screen readers where several sources sit side by side; `title` gives the page's full name on hover.
 */
export function SourceLink({ url, about, title }: { url: string; about?: string; title?: string }) {
  return (
    <>
      Source:{' '}
      <a href={url} rel="external noopener" title={title}>
        {keepHyphens(sourceHost(url))}
        {about && <span className="visually-hidden"> ({about})</span>}
      </a>
    </>
  );
}

/** A date for people ("14 March 2024") with its machine-readable form. */
export function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/**
 * Where a figure comes from and how current it is (issue 27): its official page, the date it was
 * checked there, or that the official page did not confirm it, and the date it is due for another check.
 */
export function Provenance({ checked, about }: { checked: Checked; about?: string }) {
  const source = sources[checked.source];
  return (
    <>
      <SourceLink url={source.url} title={source.name} about={about} />
      {checked.unconfirmed ? (
        <>
          ; <strong>not confirmed from the official page as of <DateText iso={checked.unconfirmed} /></strong>
        </>
      ) : (
        <>
          , checked <DateText iso={checked.asOf} />
        </>
      )}
      ; review by <DateText iso={checked.reviewBy} />
    </>
  );
}
