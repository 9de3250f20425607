'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/hooks/useHydrated';
import { fromHtml } from '@/components/behaviour/earlyControls';
import type { FaqCountry, FlagCode } from '@/content/types';
import { faqCountryRow } from '@/content/timing';
import { Accordion, type AccordionItem } from '@/components/behaviour/Accordion';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import { Flag } from '@/components/ui/Flag';
import styles from './FaqBrowser.module.css';
import { slugify } from '@/lib/format';

export interface FaqGroup {
  country: FaqCountry;
  /** From the destination record that covers the country (the page computes it, so no flag table ships here). */
  flag?: FlagCode;
  items: AccordionItem[];
}

interface FaqBrowserProps {
  groups: FaqGroup[];
  defaultCountry: FaqCountry;
}

/**
 * FAQ page: a row of country buttons (auto-scrolling sideways on narrow screens, a side list on wide
 * ones) choosing which country's questions show. Every country's questions are in the HTML; choosing
 * only shows one group and hides the others.
 */
export function FaqBrowser({ groups, defaultCountry }: FaqBrowserProps) {
  const hydrated = useHydrated();
  // A country chosen before the scripts ran (the page's early script) stays chosen.
  const [selected, setSelected] = useState<FaqCountry>(() =>
    fromHtml(hydrated, () => groups.find(({ country }) => document.getElementById(panelId(country))?.hidden === false)?.country, defaultCountry),
  );

  return (
    // The choice shows as aria-pressed and the panels' hidden (set the same way by the early script
    // before hydration); the chosen button's look is CSS on aria-pressed.
    <div className={styles.browser} data-early-group="">
      <div className={styles.side}>
        <p className={styles.sideTitle}>Choose a destination</p>
        <ScrollRow
          label="FAQ countries"
          step={{ px: faqCountryRow.stepPx }}
          autoplay={{ intervalMs: faqCountryRow.intervalMs }}
          className={styles.countryRow}
          controlsClassName={styles.countryControls}
          listClassName={styles.countryList}
          itemClassName={styles.countryItem}
          revealIndex={groups.findIndex((group) => group.country === selected)}
        >
          {groups.map(({ country, flag: code }) => {
            const pressed = country === selected;
            return (
              <button
                key={country}
                type="button"
                className={styles.country}
                aria-pressed={pressed}
                aria-controls={panelId(country)}
                data-early="select"
                onClick={() => setSelected(country)}
              >
                {code && <Flag code={code} size={24} />}
                <span>{country}</span>
              </button>
            );
          })}
        </ScrollRow>
      </div>

      <div className={styles.panels}>
        {groups.map(({ country, items }) => (
          <section
            key={country}
            id={panelId(country)}
            aria-labelledby={`faq-${slugify(country)}-title`}
            className={styles.panel}
            hidden={country !== selected}
            data-nojs-show=""
          >
            <h2 id={`faq-${slugify(country)}-title`} className={styles.title}>
              Questions About {country}
            </h2>
            {items.length > 0 ? (
              <Accordion items={items} headingLevel={3} marker="plusMinus" />
            ) : (
              <p className={styles.empty}>No questions available for {country}</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

const panelId = (country: FaqCountry) => `faq-${slugify(country)}`;
