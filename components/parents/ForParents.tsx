import Link from 'next/link';
import { destinations, pageName } from '@/content/destinations';
import { typicalYear } from '@/content/costs';
import { loanInterestDeduction } from '@/content/loans';
import { remittanceLimit, tcsRules } from '@/content/remittance';
import { fees, feesSample, howWeArePaidIn } from '@/content/guides';
import { counsellors } from '@/content/counsellors';
import { genuineCheckLinks } from '@/content/parents';
import { offices } from '@/content/offices';
import { englishNames, type SiteLanguage } from '@/content/languages';
import { site, whatsappHref } from '@/content/site';
import { costCell } from '@/lib/compare';
import { figureStatus } from '@/lib/figureStatus';
import { studyLevels } from '@/lib/studyLevel';
import { formatNumber, phoneText } from '@/lib/format';
import { formatRupees } from '@/lib/money';
import { officeHoursIn } from '@/lib/hours';
import { cityName, destinationNameIn, dictionary, fill, languageName, linkIn, localeOf, statusLanguage } from '@/lib/i18n';
import { destinationPath } from '@/content/paths';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { StatusMark } from '@/components/ui/Source';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { RichText } from '@/components/ui/RichText';
import { FeeTable } from '@/components/firm/FeeTable';
import { TextCards } from '@/components/ui/TextCards';
import { LocalLink } from '@/components/languages/LocalLink';
import styles from './ForParents.module.css';

/**
 * Each language the counsellors speak, with who speaks it: the page's own language first, English
 * last (everyone speaks it).
 */
function languagesSpoken(lang: SiteLanguage) {
  const own = englishNames[lang];
  const rank = (language: string) => (language === own ? -1 : language === 'English' ? 1 : 0);
  const byLanguage = new Map<string, typeof counsellors>();
  for (const person of counsellors) for (const language of person.languages) byLanguage.set(language, [...(byLanguage.get(language) ?? []), person]);
  return [...byLanguage.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** "₹29.6 lakh" in the page's language: the figure from the record, the unit in the reader's words. */
function lakhs(lang: SiteLanguage, min: number, max: number): string {
  const { common } = dictionary(lang);
  const one = (amount: number) => formatNumber(Math.round(amount / 10_000) / 10, 1);
  return one(min) === one(max) ? fill(common.lakh, { amount: one(min) }) : fill(common.lakhRange, { low: one(min), high: one(max) });
}

/**
 * For parents: the first call's questions, answered from the same records the rest of the site shows
 * (each figure with its own status), with the firm's fees and the counsellors' languages; in English
 * or a translation, with the same figures.
 */
export function ForParents({ lang }: { lang: SiteLanguage }) {
  const { parents: t, common, home } = dictionary(lang);
  const status = statusLanguage(lang);
  const costs = destinations.map((d) => ({
    destination: d,
    cells: studyLevels.map((level) => {
      const cell = costCell(d, level);
      const year = typicalYear(d, level);
      return { level, cell, text: 'none' in year ? t.noRange : lakhs(lang, year.rupees.min, year.rupees.max) };
    }),
  }));
  const statuses = [
    ...costs.flatMap((c) => c.cells.flatMap(({ cell }) => cell.statuses)),
    figureStatus(loanInterestDeduction.record),
    figureStatus(remittanceLimit.record),
    figureStatus(tcsRules.record),
  ];
  const link = (href: string, label: string) => (
    <LocalLink lang={lang} href={href}>
      {label}
    </LocalLink>
  );
  const genuine = t.genuine.map((check, i) => {
    const target = linkIn(lang, genuineCheckLinks[i]!);
    return { title: check.title, text: check.text, link: { title: target.english ? `${check.link} ${common.english}` : check.link, href: target.href } };
  });
  const ownName = (d: (typeof destinations)[number]) => (lang === 'en' ? pageName(d) : destinationNameIn(lang, d.slug));
  return (
    <>
      <Section labelledBy="parents-costs">
        <NumberedHeading id="parents-costs" number="01" title={t.costsTitle} lead={t.costsLead} />
        <StatusLegend statuses={statuses} lang={lang} />
        <ul className={styles.costs}>
          {costs.map(({ destination, cells }) => (
            <li key={destination.slug} className={styles.card}>
              <h3 className={styles.title}>{ownName(destination)}</h3>
              <dl className={styles.figures}>
                {cells.map(({ level, cell, text }) => (
                  <div key={level}>
                    <dt>{t.levels[level]}</dt>
                    <dd>
                      <strong>{text}</strong>
                      {/* The note names the record's figures in English words: English pages only. */}
                      {lang === 'en' && cell.note && <span className={styles.note}>{keepHyphens(cell.note)}</span>}
                      <span className={styles.source}>
                        {cell.statuses.map((s, i) => (
                          <span key={s.url}>
                            {i > 0 && '; '}
                            <StatusMark status={s} language={status} />
                          </span>
                        ))}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
              {link(`${destinationPath(destination.slug)}#destination-costs`, fill(t.ownFigures, { destination: ownName(destination) }))}
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <RichText text={t.compare} parts={{ compare: link('/study-abroad/compare', t.compareLink), scholarships: link('/scholarships', t.scholarshipsLink) }} />
        </p>
      </Section>

      <Section labelledBy="parents-loan" tone="soft">
        <NumberedHeading id="parents-loan" number="02" title={t.loanTitle} />
        <div className={styles.text}>
          <p>{t.loanHow}</p>
          <p>
            {fill(t.loanTax, { years: loanInterestDeduction.years, section: loanInterestDeduction.section, oldSection: loanInterestDeduction.oldSection })}{' '}
            <StatusMark status={figureStatus(loanInterestDeduction.record)} language={status} />
          </p>
          <p>
            <RichText text={t.loanTool} parts={{ tool: link('/tools/education-loan', t.loanToolLink) }} />
          </p>
        </div>
      </Section>

      <Section labelledBy="parents-money">
        <NumberedHeading id="parents-money" number="03" title={t.moneyTitle} />
        <div className={styles.text}>
          <p>
            {fill(t.moneyLimit, { usd: formatNumber(remittanceLimit.usd, 0, 'thousands') })} <StatusMark status={figureStatus(remittanceLimit.record)} language={status} />
          </p>
          <p>
            {fill(t.moneyTcs, { rate: tcsRules.ratePercent, threshold: formatRupees(tcsRules.thresholdRupees) })}{' '}
            <StatusMark status={figureStatus(tcsRules.record)} language={status} />
          </p>
          <p>
            <RichText
              text={t.moneyTools}
              parts={{ paying: link('/tools/paying-from-india', t.payingLink), checklist: link('/tools/visa-checklist', t.checklistLink) }}
            />
          </p>
        </div>
      </Section>

      <Section labelledBy="parents-genuine" tone="soft">
        <NumberedHeading id="parents-genuine" number="04" title={t.genuineTitle} lead={t.genuineLead} />
        <TextCards cards={genuine} />
      </Section>

      <Section labelledBy="parents-fees">
        <NumberedHeading id="parents-fees" number="05" title={t.feesTitle} />
        <div className={styles.text}>
          <p>{howWeArePaidIn(dictionary(lang).fees)}</p>
          <SampleLabel sample={feesSample} lang={lang} />
          <FeeTable fees={fees} lang={lang} />
          <p>
            <RichText text={t.feesMore} parts={{ fees: link('/fees-and-refunds', t.feesLink) }} />
          </p>
        </div>
      </Section>

      <Section labelledBy="parents-talk" tone="soft">
        <NumberedHeading id="parents-talk" number="06" title={t.talkTitle} />
        <div className={styles.text}>
          <p>{t.talk}</p>
          <ul className={styles.languages}>
            {languagesSpoken(lang).map(([language, people]) => (
              <li key={language}>
                <strong>{languageName(lang, language)}</strong>:{' '}
                {people.map((person, i) => (
                  <span key={person.slug}>
                    {i > 0 && ', '}
                    {/* On a translation, the names are not each marked "(English)": one link to the team page follows. */}
                    {lang === 'en' ? <Link href={`/about-us/team#${person.slug}`}>{person.name}</Link> : person.name}{' '}
                    <SampleLabel sample={person.sample} lang={lang} />
                  </span>
                ))}
              </li>
            ))}
          </ul>
          {lang !== 'en' && <p>{link('/about-us/team', home.teamLink)}</p>}
          <p className={styles.reach}>
            <a href={site.phone.href}>{phoneText(fill(home.callUs, { phone: site.phone.display }))}</a>
            <a href={whatsappHref(t.whatsappMessage)} rel="external noopener">
              {t.whatsappLink}
            </a>
          </p>
          <ul className={styles.offices}>
            {offices
              .filter((o) => o.countryCode === 'IN')
              .map((o) => (
                <li key={o.city}>
                  <strong>{fill(home.office, { city: cityName(lang, o.city) })}</strong> <SampleLabel sample={o.sample} lang={lang} />: {o.address}{' '}
                  {o.postalCode}
                  {lang !== 'en' && <span className={styles.hours}>{officeHoursIn(o, localeOf(lang))}</span>}
                </li>
              ))}
          </ul>
          {lang === 'en' && <p className={styles.note}>{site.openingHours}</p>}
        </div>
      </Section>
    </>
  );
}
