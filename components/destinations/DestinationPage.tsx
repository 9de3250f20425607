import type { Destination } from '@/content/types';
import { destinationTopic, menuLabel } from '@/content/destinations';
import { destinationPath } from '@/content/paths';
import { PageBanner } from '@/components/ui/PageBanner';
import { Flag } from '@/components/ui/Flag';
import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { compareLink } from '@/content/navigation';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { LastReviewed } from './LastReviewed';
import { WhyStudy } from './WhyStudy';
import { AboutStats } from './AboutStats';
import { BestUniversities } from './BestUniversities';
import { Intakes } from './Intakes';
import { AdmissionTips } from './AdmissionTips';
import { UsefulLinks } from './UsefulLinks';
import { WhatChanged } from './WhatChanged';
import { CostEstimator } from './CostEstimator';
import { OnThisPage } from './OnThisPage';
import styles from './DestinationPage.module.css';

/**
 * The study-abroad page template: the USA page of the spec (§2), filled from content for all six
 * destinations. Sections 01–05, then what changed, the official sources, the cost estimator and the closing call to action.
 */
export function DestinationPage({ destination }: { destination: Destination }) {
  return (
    <>
      <PageBanner
        title={destination.bannerTitle}
        lead={destination.summary}
        trail={[
          { name: 'Study Abroad', path: '/study-abroad' },
          { name: menuLabel(destination), path: destinationPath(destination.slug) },
        ]}
      >
        <div className={styles.meta}>
          <span className={styles.country}>
            <Flag code={destination.flag} size={27} />
            {destination.fullName.replace(/^the /, 'The ')}
          </span>
          <LastReviewed date={destination.lastReviewed} inverse />
          <Link href={compareLink.href} className={styles.compare}>
            {compareLink.title}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </PageBanner>
      <OnThisPage destination={destination} />
      <WhyStudy destination={destination} />
      <AboutStats destination={destination} />
      <BestUniversities destination={destination} />
      <Intakes destination={destination} />
      <AdmissionTips destination={destination} />
      <WhatChanged destination={destination} />
      <UsefulLinks destination={destination} />
      <CostEstimator destination={destination} />
      <FreeCounsellingCta
        topic={destinationTopic(destination)}
        text={`Planning to study in ${destination.fullName}? Share your marks, budget and goals. A counsellor will shortlist courses with you and plan your application and visa, free of charge.`}
      />
    </>
  );
}
