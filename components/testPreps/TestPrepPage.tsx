import { Link } from '@/components/ui/Link';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { ArrowRight, Clock } from 'lucide-react';
import { admissionScore, destinations, pageName } from '@/content/destinations';
import { englishKindText } from '@/content/englishKinds';
import { Provenance } from '@/components/ui/Provenance';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { figureStatus } from '@/lib/figureStatus';
import { sources } from '@/content/sources';
import { destinationPath, trainingPath } from '@/content/paths';
import type { TestPrep } from '@/content/testPreps';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { LinkButton } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { CheckList } from '@/components/ui/CheckList';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import styles from './TestPrepPage.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** /ielts, /pte and /tofel: what the test is, its format and scoring, each destination's score (its guide's record), and our help. */
export function TestPrepPage({ test, tools }: { test: TestPrep; /** A tool for this test (the IELTS calculator), after the scores. */ tools?: React.ReactNode }) {
  const trainingHref = trainingPath(test.trainingSlug);
  return (
    <>
      <PageBanner
        title={test.name}
        lead={`${test.fullName}. ${test.summary}`}
        trail={[
          { name: 'Test Preps', path: '/test-preps' },
          { name: test.name, path: test.route },
        ]}
      />

      <Section labelledBy="test-about">
        <div className={styles.about}>
          <div>
            <NumberedHeading id="test-about" title={`What is ${test.name}?`} />
            <div className={styles.prose}>
              {test.about.map((paragraph) => (
                <p key={paragraph}>{keepHyphens(paragraph)}</p>
              ))}
            </div>
          </div>
          <div>
            <dl className={styles.facts}>
              {test.facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            {/* The facts here, the format and the scoring below are the test owner's. */}
            <p className={styles.source}>
              <Provenance checked={test.format} />
            </p>
          </div>
        </div>
      </Section>

      <Section tone="soft" labelledBy="test-format">
        <NumberedHeading id="test-format" title={`${test.name} test format`} lead={test.totalTime} />
        <ol className={styles.sections}>
          {test.sections.map((section) => (
            <li key={section.name} className={styles.sectionCard}>
              <h3 className={styles.sectionName}>{keepHyphens(section.name)}</h3>
              <p className={styles.duration}>
                <Clock aria-hidden="true" focusable="false" size={16} />
                {section.duration}
              </p>
              <p className={styles.sectionText}>{section.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="test-scoring">
        <NumberedHeading id="test-scoring" title={`How ${test.name} is scored`} />
        <div className={styles.scoring}>
          <div className={styles.scale}>
            <p className={styles.scaleLabel}>Score scale</p>
            <p className={styles.scaleValue}>{test.scoring.scale}</p>
          </div>
          <ul className={styles.points}>
            {test.scoring.points.map((point) => (
              <li key={point}>{keepHyphens(point)}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="soft" labelledBy="test-scores">
        <NumberedHeading
          id="test-scores"
          title={`${test.name} scores for each destination`}
          lead="Each score as our destination guide gives it, and what kind of score it is: what universities there typically ask, the student visa’s own minimum, or one named university’s requirement. Your course may ask for more, or set a minimum for each section."
        />
        <StatusLegend
          statuses={[test.format, ...destinations.flatMap((d) => admissionScore(d, test.family) ?? [])].map(figureStatus)}
        />
        <ul className={styles.scores}>
          {destinations.map((destination) => {
            const record = admissionScore(destination, test.family);
            return (
              <li key={destination.slug} className={styles.scoreCard}>
                <h3 className={styles.scoreDestination}>
                  <Link href={destinationPath(destination.slug)}>Study in {pageName(destination)}</Link>
                </h3>
                {record ? (
                  <>
                    <p className={record.score.length > 12 ? styles.scoreTextual : styles.scoreValue}>{keepHyphens(record.score)}</p>
                    <p className={styles.scoreNote}>
                      <span className={styles.scoreKind}>{englishKindText[record.kind]}:</span> {keepHyphens(record.basis)}
                    </p>
                    <p className={styles.source}>
                      <Provenance checked={record} />
                    </p>
                  </>
                ) : (
                  <>
                    <p className={styles.scoreTextual}>Set by each university</p>
                    <p className={styles.scoreNote}>No single {test.name} figure for {pageName(destination)}: check your course’s own page.</p>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <p className={styles.caveat}>{test.scoresNote}</p>
      </Section>

      {tools}

      <Section labelledBy="test-help">
        <div className={styles.help}>
          <div>
            <NumberedHeading
              id="test-help"
              title={`How we help you prepare for ${test.name}`}
              lead="Trainer-led classes in weekday and weekend batches, at our branches or online. New students can try the classes free for 30 days."
            />
            <div className={styles.actions}>
              <LinkButton href={trainingHref}>
                Join the free {test.name} batch
                <ArrowRight aria-hidden="true" size={18} />
              </LinkButton>
              <NewTabLink href={sources[test.format.source].url} className={styles.official}>
                {test.official}
              </NewTabLink>
            </div>
          </div>
          <div className={styles.helpCard}>
            <h3 className={styles.helpTitle}>
              <span className={styles.helpIcon}>
                <Icon name={test.icon} size={22} />
              </span>
              What our {test.name} coaching covers
            </h3>
            <CheckList items={test.howWeHelp} />
          </div>
        </div>
      </Section>

      <FreeCounsellingCta
        topic={test.topic}
        text={`Not sure whether ${test.name} is the right test for your universities? A counsellor will check what your shortlist accepts and plan your preparation, free of charge.`}
      />
    </>
  );
}

/** The /test-preps overview: one card per test, linking to its guide and its free batch. */
export function TestPrepCards({ tests }: { tests: TestPrep[] }) {
  return (
    <ul className={styles.cards}>
      {tests.map((test) => (
        <li key={test.slug} className={styles.card}>
          <span className={styles.helpIcon}>
            <Icon name={test.icon} size={24} />
          </span>
          <h3 className={styles.cardTitle}>
            <Link href={test.route}>{test.name}</Link>
          </h3>
          <p className={styles.cardFullName}>{test.fullName}</p>
          <p className={styles.cardText}>{test.summary}</p>
          <dl className={styles.cardFacts}>
            {test.facts.slice(0, 2).map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.cardActions}>
            <LinkButton href={test.route} size="sm">
              {test.name} guide
            </LinkButton>
            <LinkButton href={trainingPath(test.trainingSlug)} variant="secondary" size="sm">
              Free {test.name} training
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
