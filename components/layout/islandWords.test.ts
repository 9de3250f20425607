import en from '@/content/i18n/en.json';
import { englishSearchWords } from '@/components/search/SearchPanel';
import { englishWords as drawerWords } from './MobileDrawer';
import { englishWords as siteSearchWords } from './SiteSearch';
import { backToTopLabel } from './BackToTop';
import { searchWordsFrom } from './searchWords';

// The islands carry their English words as defaults, so an English page sends none of them as data;
// the dictionary holds the same words for the translators. The two must not drift apart.
describe('the islands’ English words are the dictionary’s', () => {
  const { shell } = en;

  it('the mobile drawer', () => {
    expect(drawerWords).toEqual({ menu: shell.menu, closeMenu: shell.closeMenu, mainMenu: shell.mainMenu, bookAppointment: shell.bookAppointment });
  });

  it('back to top', () => {
    expect(backToTopLabel).toBe(shell.backToTop);
  });

  it('the header search and its panel, except the panel’s hint and example, which on an English page speak of the whole site', () => {
    const { panel, ...dialog } = searchWordsFrom(en);
    expect(siteSearchWords).toEqual(dialog);
    const { placeholder, idle, ...shared } = englishSearchWords;
    const { placeholder: translatedPlaceholder, idle: translatedIdle, english, ...fromDictionary } = panel!;
    expect(shared).toEqual(fromDictionary);
    // A translated page's hint says English pages are searched from the English site: not so here.
    expect([placeholder, idle]).not.toEqual([translatedPlaceholder, translatedIdle]);
    // An English page finds only English pages, so its results never say "(English)".
    expect(english).toBe(en.common.english);
  });
});
