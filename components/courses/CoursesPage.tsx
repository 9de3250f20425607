import { Link } from '@/components/ui/Link';
import type { CourseField } from '@/content/courses';
import { destinationName } from '@/content/destinations';
import { destinationPath } from '@/content/paths';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Icon } from '@/components/ui/Icon';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { StepCards } from '@/components/ui/StepCards';
import styles from './CoursesPage.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

interface CoursesPageProps {
  fields: CourseField[];
  steps: { title: string; text: string }[];
}

/** /courses, "Find your course": popular fields, where they are popular, and how to choose. */
export function CoursesPage({ fields, steps }: CoursesPageProps) {
  return (
    <>
      <PageBanner
        title="Find your course"
        lead="Start with what you want to study. Explore the fields Indian students most often choose abroad, the degrees on offer and the countries known for them."
        trail={[{ name: 'Courses', path: '/courses' }]}
      />

      <Section labelledBy="course-fields">
        <NumberedHeading
          id="course-fields"
          title="Popular fields for Indian students"
          lead="Each field lists typical degrees and the destinations where it is a popular choice. Follow a destination to see its intakes, universities and requirements."
        />
        <ul className={styles.fields}>
          {fields.map((field) => (
            <li key={field.slug} className={styles.field}>
              <div className={styles.fieldHead}>
                <span className={styles.icon}>
                  <Icon name={field.icon} size={24} />
                </span>
                <h3 className={styles.fieldTitle}>{keepHyphens(field.name)}</h3>
              </div>
              <p className={styles.summary}>{keepHyphens(field.summary)}</p>
              <div className={styles.group}>
                <p id={`degrees-${field.slug}`} className={styles.groupTitle}>
                  Typical degrees
                </p>
                <ul aria-labelledby={`degrees-${field.slug}`} className={styles.degrees}>
                  {field.degrees.map((degree) => (
                    <li key={degree}>{degree}</li>
                  ))}
                </ul>
              </div>
              <div className={styles.group}>
                <p id={`popular-${field.slug}`} className={styles.groupTitle}>
                  Popular in
                </p>
                <ul aria-labelledby={`popular-${field.slug}`} className={styles.destinations}>
                  {field.popularIn.map((entry) => (
                    <li key={entry.destination}>
                      <Link href={destinationPath(entry.destination)} className={styles.destinationLink}>
                        {destinationName(entry.destination)}
                      </Link>
                      <span className={styles.reason}>{keepHyphens(entry.reason)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="soft" labelledBy="course-choosing">
        <NumberedHeading
          id="course-choosing"
          title="How to choose your course"
          lead="Not sure where you fit? These four steps are how our counsellors work through it with you."
        />
        <StepCards steps={steps} />
        <p className={styles.more}>
          Preparing for an English test as well? See our <Link href="/test-preps">IELTS, PTE and TOEFL guides</Link>, or
          browse <Link href="/study-abroad">all <span className="keep-whole">study-abroad</span> destinations</Link>.
        </p>
      </Section>

      <FreeCounsellingCta
        topic="courses"
        text="Book a free counselling session. We will match your marks, budget and goals to courses and universities, and give you a shortlist to work from."
      />
    </>
  );
}
