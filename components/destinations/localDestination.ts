import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, localeOf } from '@/lib/i18n';
import { destinationIn, type DestinationTranslations } from '@/lib/destinationTexts';

/**
 * A destination in `lang`: its texts translated, its figures from the English record
 * (lib/destinationTexts.ts). Apart from the page, so a page that only lists destinations (a
 * translation's home) does not pull in the page's islands.
 */
export const localDestination = (d: Destination, lang: SiteLanguage): Destination =>
  destinationIn(lang, d, dictionary(lang).destinations as DestinationTranslations, localeOf(lang));
