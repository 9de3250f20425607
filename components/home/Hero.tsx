import { ArrowRight } from 'lucide-react';
import { counsellingHref } from '@/content/site';
import { LinkButton } from '@/components/ui/Button';
import { HeroArt } from './HeroArt';
import styles from './Hero.module.css';

/** The largest contentful paint of the home page: plain server HTML, never animated in. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Free counselling for the USA, UK, Canada, Australia, Europe and New Zealand</p>
          <h1 id="hero-title" className={styles.title}>
            Turn your Study abroad Dreams into reality
          </h1>
          <p className={styles.lead}>
            Choose the right course and university, prepare a strong application and walk into your visa interview
            ready. Our Bengaluru counsellors stay with you from the first call to your first week abroad.
          </p>
          <div className={styles.actions}>
            <LinkButton href="/courses" size="lg">
              Start your Journey
              <ArrowRight aria-hidden="true" size={20} />
            </LinkButton>
            <LinkButton href={counsellingHref('free-counselling')} variant="secondary" size="lg">
              Talk to a counsellor
            </LinkButton>
          </div>
        </div>
        <div className={styles.art}>
          <HeroArt label="A student's flight path from India to universities around the world" />
        </div>
      </div>
    </section>
  );
}
