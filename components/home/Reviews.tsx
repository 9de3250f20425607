import { reviews } from '@/content/reviews';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { StarRating } from '@/components/ui/StarRating';
import { Avatar } from '@/components/ui/Avatar';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import styles from './Reviews.module.css';

export function Reviews() {
  return (
    <Section labelledBy="home-reviews">
      <NumberedHeading
        id="home-reviews"
        number="05"
        title="What our students say"
        lead="In their own words: students now studying abroad."
      />
      <ScrollRow
        label="reviews"
        snap
        step={{ px: timing.reviewsCarousel.stepPx }}
        autoplay={{ intervalMs: timing.reviewsCarousel.intervalMs }}
      >
        {reviews.map((review) => (
          <figure key={review.name} className={styles.card}>
            <StarRating rating={review.rating} />
            <blockquote className={styles.quote}>
              <p>{review.message}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <Avatar src={review.photo} name={review.name} />
              <span>
                <span className={styles.name}>{review.name}</span>
                <span className={styles.university}>{review.university}</span>
                <SampleLabel sample={review.sample} className={styles.sample} />
              </span>
            </figcaption>
          </figure>
        ))}
      </ScrollRow>
    </Section>
  );
}
