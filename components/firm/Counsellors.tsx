import type { Counsellor } from '@/content/counsellors';
import { destinationName } from '@/content/destinations';
import { Img } from '@/components/ui/Img';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { SampleLabel } from '@/components/ui/SampleLabel';
import type { SiteLanguage } from '@/content/languages';
import { destinationNameIn, dictionary, englishIn, fill, languageName } from '@/lib/i18n';
import styles from './Counsellors.module.css';

/**
 * A counsellor's role and bio in the page's language: the record's in English, the dictionary's in a
 * translation (content/i18n/*.json `team.people`, by slug). A person the translation does not cover yet
 * keeps the record's English, marked as English; the launch gate lists it.
 */
export function counsellorWords(person: Counsellor, lang: SiteLanguage): { role: string; bio: string; english: boolean } {
  const translated = lang === 'en' ? undefined : (dictionary(lang).team.people as Record<string, { role: string; bio: string }>)[person.slug];
  return translated ? { ...translated, english: false } : { role: person.role, bio: person.bio, english: lang !== 'en' };
}

/** A counsellor's role as the page's reader reads it. */
export const counsellorRole = (person: Counsellor, lang: SiteLanguage) => counsellorWords(person, lang).role;

/**
 * The counsellors a student can ask for by name: photo, role, since when, languages, destinations and
 * each credential with its issuer's page. `headingLevel` fits the page around it.
 */
export function Counsellors({ people, headingLevel = 2, lang = 'en' }: { people: Counsellor[]; headingLevel?: 2 | 3; lang?: SiteLanguage }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const t = dictionary(lang).team;
  return (
    <ul className={styles.grid}>
      {people.map((person) => {
        const words = counsellorWords(person, lang);
        const english = words.english ? englishIn(lang) : {};
        return (
        <li key={person.slug} id={person.slug} className={styles.card}>
          <Img src={person.photo} alt={fill(t.photo, { name: person.name })} width={120} height={120} className={styles.photo} />
          <div className={styles.body}>
            <Name className={styles.name} {...englishIn(lang)}>
              {person.name}
            </Name>
            <SampleLabel sample={person.sample} lang={lang} />
            <p className={styles.role} {...english}>
              {fill(t.since, { role: words.role, year: person.since })}
            </p>
            <p className={styles.bio} {...english}>{words.bio}</p>
            <dl className={styles.facts}>
              <dt>{t.languages}</dt>
              <dd>{person.languages.map((language) => languageName(lang, language)).join(', ')}</dd>
              <dt>{t.destinations}</dt>
              <dd>{person.destinations.map((slug) => (lang === 'en' ? destinationName(slug) : destinationNameIn(lang, slug))).join(', ')}</dd>
              <dt>{t.training}</dt>
              <dd {...englishIn(lang)}>
                <ul className={styles.credentials}>
                  {person.credentials.map((credential) => (
                    <li key={credential.name}>
                      <NewTabLink href={credential.url} iconSize={14}>
                        {credential.name}
                      </NewTabLink>
                      {/* On its own line: a comma after the icon could start a line by itself. */}
                      <span className={styles.issuer}>
                        {credential.issuer}, {credential.year}
                      </span>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          </div>
        </li>
        );
      })}
    </ul>
  );
}
