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

/** A date for people ("14 March 2024") with its machine-readable form. */
export function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/**
 * How current a figure is (issue 27): the date it was checked on its official page, or that the page
 * did not confirm it, and the date it is due for another check. Follows its source link.
 */
export function CheckedDates({ asOf, reviewBy, unconfirmed }: { asOf: string; reviewBy: string; unconfirmed?: string }) {
  return (
    <>
      {unconfirmed ? (
        <>
          ; not confirmed from the official page as of <DateText iso={unconfirmed} />
        </>
      ) : (
        <>
          , checked <DateText iso={asOf} />
        </>
      )}
      {/* Plain text: a second <time> per figure would add up across a page's payload (e2e/paint-first budgets). */}
      {`; review by ${formatDate(reviewBy)}`}
    </>
  );
}
