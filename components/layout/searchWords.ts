import type en from '@/content/i18n/en.json';
import type { SiteSearchWords } from './SiteSearch';

/**
 * The header search's words from a dictionary (a translation's; English pages use the island's own,
 * which components/layout/islandWords.test.ts holds to en.json's).
 */
export function searchWordsFrom({ shell, common }: Pick<typeof en, 'shell' | 'common'>): SiteSearchWords {
  return {
    search: shell.search,
    closeSearch: shell.closeSearch,
    loading: shell.loadingSearch,
    unavailable: shell.searchUnavailable,
    searchPage: shell.searchPageLink,
    panel: {
      label: shell.searchLabel,
      placeholder: shell.searchPlaceholder,
      submit: shell.search,
      idle: shell.searchIdle,
      searching: shell.searching,
      failed: shell.searchFailed,
      none: shell.noResults,
      one: shell.oneResult,
      many: shell.results,
      resultsFor: shell.resultsFor,
      tryAgain: shell.tryAgain,
      showMore: shell.showMore,
      english: common.english,
    },
  };
}
