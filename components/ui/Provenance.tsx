import { Fragment } from 'react';
import type { Checked, Text } from '@/content/types';
import { itemStatuses } from '@/lib/figureStatus';
import type { SiteLanguage } from '@/content/languages';
import { statusLanguage } from '@/lib/i18n';
import { StatusMark } from './Source';

/**
 * Where a shown figure comes from and whether it was confirmed there: one StatusMark per official
 * page. An item whose text states cost figures shows those figures' own statuses (statusRecords).
 * Kept apart from Source.tsx so client islands that show dates do not bundle the list of sources.
 */
export function Provenance({ checked, text, lang = 'en' }: { checked: Checked; text?: Text; lang?: SiteLanguage }) {
  const language = statusLanguage(lang);
  return (
    <>
      {itemStatuses(checked, text).map((status, i) => (
        <Fragment key={status.url}>
          {i > 0 && '; '}
          <StatusMark status={status} {...(language ? { language } : {})} />
        </Fragment>
      ))}
    </>
  );
}
