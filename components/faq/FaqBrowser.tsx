'use client';

import { useState } from 'react';
import clsx from 'clsx';
import type { FaqCountry, FlagCode } from '@/content/types';
import { timing } from '@/content/timing';
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
  const [selected, setSelected] = useState<FaqCountry>(defaultCountry);

  return (
    <div className={styles.browser}>
      <div className={styles.side}>
        <p className={styles.sideTitle}>Choose a destination</p>
        <ScrollRow
          label="FAQ countries"
          step={{ px: timing.faqCountryRow.stepPx }}
          autoplay={{ intervalMs: timing.faqCountryRow.intervalMs }}
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
                className={clsx(styles.country, pressed && styles.selected)}
                aria-pressed={pressed}
                aria-controls={`faq-${slugify(country)}`}
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
            id={`faq-${slugify(country)}`}
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
