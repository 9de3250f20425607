import type { Metadata } from 'next';
import { counsellors } from '@/content/counsellors';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Container } from '@/components/ui/Section';
import { Counsellors } from '@/components/firm/Counsellors';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import styles from '@/components/firm/Counsellors.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Our Counsellors',
  description: 'Meet the counsellors who will guide you: their languages, the destinations they cover and the training certificates you can check.',
  path: '/about-us/team',
});

export default function TeamPage() {
  return (
    <>
      <PageBanner
        title="Our Counsellors"
        lead="The people who will guide you, by name. Ask for any of them, and ask to see their training certificates."
        trail={[
          { name: 'About Us', path: '/about-us' },
          { name: 'Our Counsellors', path: '/about-us/team' },
        ]}
      />
      <Container className={styles.page}>
        <Counsellors people={counsellors} />
      </Container>
      <FreeCounsellingCta topic="free-counselling" text="Tell us where you want to study, and the counsellor for that destination will call you back." />
    </>
  );
}
