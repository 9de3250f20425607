import { Fragment } from 'react';
import { formatDate, sourceHost } from '@/lib/format';
import { statusWords, type FigureStatus, type StatusLanguage } from '@/lib/statusWords';
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

/** A date for people ("14 March 2024", or "14 Mar 2024" when `short`) with its machine-readable form; `locale` on a translated page. */
export function DateText({ iso, short, locale }: { iso: string; short?: boolean; locale?: string }) {
  return <time dateTime={iso}>{formatDate(iso, short ? 'short' : 'long', locale)}</time>;
}

/** A host name may wrap after each dot ("studywithnewzealand.<wbr>govt.<wbr>nz") in a narrow cell, never at a hyphen. */
const hostWithBreaks = (host: string) =>
  host.split('.').map((part, i, parts) => (
    <Fragment key={i}>
      {keepHyphens(part)}
      {i < parts.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));

/**
 * A figure's short status, as figureStatus (lib/figureStatus.ts) states it: its official site, linked,
 * then "checked 26 Nov 2026" or "not yet confirmed". Takes the status, not the record, so client islands
 * (the compare table) draw it without bundling the list of sources. `data-status` lets the suite read
 * every figure's status off a page.
 */
export function StatusMark({ status, language }: { status: FigureStatus; language?: StatusLanguage }) {
  return (
    <span data-status={status.checkedOn ? 'checked' : 'unconfirmed'}>
      <a href={status.url} rel="external noopener">
        {hostWithBreaks(status.host)}
      </a>
      {' · '}
      {status.checkedOn && !language ? (
        <>
          checked <DateText iso={status.checkedOn} short />
        </>
      ) : (
        statusWords(status, language)
      )}
    </span>
  );
}
