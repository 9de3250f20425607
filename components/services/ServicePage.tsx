import type { Metadata, Route } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { Link } from '@/components/ui/Link';
import type { Service } from '@/content/types';
import { freeTrainings, serviceHeading, servicePath, services, type ServiceKind } from '@/content/services';
import { testPreps } from '@/content/testPreps';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { studentTool } from '@/content/tools';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { Icon } from '@/components/ui/Icon';
import { JsonLd } from '@/components/seo/JsonLd';
import { serviceJsonLd } from '@/lib/seo';
import { StepCards } from '@/components/ui/StepCards';
import styles from './ServicePage.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { CheckList } from '@/components/ui/CheckList';




interface RelatedLink {
  title: string;
  text: string;
  href: Route;
  icon: Service['icon'];
}

function relatedLinks(service: Service, kind: ServiceKind): RelatedLink[] {
  if (kind === 'service') {
    return [
      ...(service.tools ?? []).map(studentTool).map((t) => ({ title: t.title, text: t.summary, href: t.href, icon: t.icon })),
      ...services
        .filter((s) => s.slug !== service.slug)
        .map((s) => ({ title: s.title, text: s.summary, href: servicePath(s, 'service'), icon: s.icon })),
    ];
  }
  const links: RelatedLink[] = [];
  const guide = testPreps.find((t) => t.trainingSlug === service.slug);
  if (guide) {
    links.push({ title: `${guide.name} test guide`, text: guide.summary, href: guide.route, icon: guide.icon });
  }
  for (const t of freeTrainings) {
    if (t.slug !== service.slug) {
      links.push({ title: serviceHeading(t, 'training'), text: t.summary, href: servicePath(t, 'training'), icon: t.icon });
    }
  }
  const coaching = services.find((s) => s.slug === 'test-preparation');
  if (coaching) {
    links.push({ title: coaching.title, text: coaching.summary, href: servicePath(coaching, 'service'), icon: coaching.icon });
  }
  return links;
}



/** The closing "Get a Free Counselling" band shared by the service, test and course pages. */
/** The metadata of a service or free-training page (the three routes that render ServicePage share it). */
export function servicePageMetadata(service: Service, kind: ServiceKind): Metadata {
  return pageMetadata({ title: serviceHeading(service, kind), description: service.summary, path: servicePath(service, kind) });
}

interface ServicePageProps {
  service: Service;
  kind: ServiceKind;
  /** A tool for this training (the IELTS calculator), after how it works. */
  tools?: React.ReactNode;
}

/** One page per service (/services/{slug}) and per free training (/services/free-trainings/{slug}). */
export function ServicePage({ service, kind, tools }: ServicePageProps) {
  const heading = serviceHeading(service, kind);
  const path = servicePath(service, kind);
  const related = relatedLinks(service, kind);
  return (
    <>
      <PageBanner
        title={heading}
        lead={service.summary}
        trail={[
          // There is no services index page; the home page's services section stands in for it.
          { name: 'Services', path: '/#services' },
          { name: heading, path },
        ]}
      />

      <Section labelledBy="service-overview">
        <div className={styles.overview}>
          <div className={styles.intro}>
            <NumberedHeading
              id="service-overview"
              title={kind === 'training' ? `About the free ${service.title} batches` : `About ${service.title}`}
            />
            <div className={styles.prose}>
              {service.intro.map((paragraph) => (
                <p key={paragraph}>{keepHyphens(paragraph)}</p>
              ))}
            </div>
          </div>
          <div className={styles.includes}>
            <h3 className={styles.includesTitle}>
              <span className={styles.includesIcon}>
                <Icon name={service.icon} size={22} />
              </span>
              What’s included
            </h3>
            <CheckList items={service.includes} />
          </div>
        </div>
      </Section>

      <Section tone="soft" labelledBy="service-steps">
        <NumberedHeading id="service-steps" title="How it works" />
        <StepCards steps={service.steps} />
      </Section>

      {tools}

      <Section labelledBy="service-related">
        <NumberedHeading
          id="service-related"
          title={kind === 'training' ? 'Related trainings and guides' : service.tools ? 'Tools and other services' : 'Other services'}
        />
        <ul className={styles.related}>
          {related.map((link) => (
            <li key={link.href} className={styles.relatedCard}>
              <span className={styles.relatedIcon}>
                <Icon name={link.icon} size={22} />
              </span>
              <h3 className={styles.relatedTitle}>
                <Link href={link.href} className={styles.relatedLink}>
                  {keepHyphens(link.title)}
                </Link>
              </h3>
              <p className={styles.relatedText}>{keepHyphens(link.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <FreeCounsellingCta topic={service.topic} />
      <JsonLd data={serviceJsonLd(service, kind)} />
    </>
  );
}
