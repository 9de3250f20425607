import type { Counsellor } from '@/content/counsellors';
import { destinationName } from '@/content/destinations';
import { Img } from '@/components/ui/Img';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { SampleLabel } from '@/components/ui/SampleLabel';
import styles from './Counsellors.module.css';

/**
 * The counsellors a student can ask for by name: photo, role, since when, languages, destinations and
 * each credential with its issuer's page. `headingLevel` fits the page around it.
 */
export function Counsellors({ people, headingLevel = 2 }: { people: Counsellor[]; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {people.map((person) => (
        <li key={person.slug} id={person.slug} className={styles.card}>
          <Img src={person.photo} alt={`Photo of ${person.name}`} width={120} height={120} className={styles.photo} />
          <div className={styles.body}>
            <Name className={styles.name}>{person.name}</Name>
            <SampleLabel sample={person.sample} />
            <p className={styles.role}>
              {person.role}, with us since {person.since}
            </p>
            <p className={styles.bio}>{person.bio}</p>
            <dl className={styles.facts}>
              <dt>Languages</dt>
              <dd>{person.languages.join(', ')}</dd>
              <dt>Destinations</dt>
              <dd>{person.destinations.map(destinationName).join(', ')}</dd>
              <dt>Training</dt>
              <dd>
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
      ))}
    </ul>
  );
}
