import { formatDate, sourceHost } from '@/lib/format';
import { keepHyphens } from './keepHyphens';

/**
 * "Source: gov.uk": the official page behind a figure, named by its site. `about` names the figure for
 * screen readers where several sources sit side by side; `title` gives the page's full name on hover.
 */
export function SourceLink({ url, about, title }: { url: string; about?: string; title?: string }) {
  return (
    <>
      {'Source: '}
      {/* Only the props that are set: an unset one still costs its name in the page's flight data. */}
      <a href={url} rel="external noopener" {...(title ? { title } : {})}>
        {about ? (
          <>
            {keepHyphens(sourceHost(url))}
            <span className="visually-hidden"> ({about})</span>
          </>
        ) : (
          keepHyphens(sourceHost(url))
        )}
      </a>
    </>
  );
}

/** A date for people ("14 March 2024", or "14 Mar 2024" when `short`) with its machine-readable form. */
export function DateText({ iso, short }: { iso: string; short?: boolean }) {
  return <time dateTime={iso}>{formatDate(iso, short ? 'short' : 'long')}</time>;
}

/**
 * How current a figure is (issue 27): the date it was checked on its official page, or that the page
 * did not confirm it, and the date it is due for another check. Follows its source link. `short` is the
 * compare table's form ("; unconfirmed 26 Nov 2026; review by 31 Dec 2026"), where a legend above the
 * table says what the words mean: thirty cells repeating the whole sentence made the table four phone
 * screens longer.
 */
export function CheckedDates({ asOf, reviewBy, unconfirmed, short }: { asOf: string; reviewBy: string; unconfirmed?: string; short?: boolean }) {
  return (
    <>
      {unconfirmed ? (
        <>
          {short ? '; unconfirmed ' : '; not confirmed from the official page as of '}
          <DateText iso={unconfirmed} short={short} />
        </>
      ) : (
        <>
          , checked <DateText iso={asOf} short={short} />
        </>
      )}
      {/* Plain text: a second <time> per figure would add up across a page's payload (e2e/paint-first budgets). */}
      {`; review by ${formatDate(reviewBy, short ? 'short' : 'long')}`}
    </>
  );
}
