import type { CountryFaq, Faq, FaqCountry } from './types';
import homeFile from './data/home-faqs.json';
import countryFile from './data/country-faqs.json';
import { parseFile } from './schema';
import { faqCountryNames, listFiles } from './schemas';

/**
 * Home FAQ accordion (spec §2: five entries that claim a free 30-day trial and a free 30-minute
 * onboarding call). Both claims are kept, made true of this business: the trial is of the test-prep
 * classes and the call is the first counselling call.
 */
export const homeFaqs: Faq[] = parseFile(listFiles.homeFaqs.file, listFiles.homeFaqs.schema, homeFile).faqs;

/** FAQ page side list, in the spec's order (its "UStates" reads "United States"). */
export const faqCountries: FaqCountry[] = [...faqCountryNames];

export const defaultFaqCountry: FaqCountry = 'Australia';

/**
 * FAQ page questions. Figures come only from the destination facts guide; where it has none the answer
 * says the figure varies and names the official source. A destination's cost figure is named, not
 * typed ({{canada: Proof of funds}}), so it reads the same as the destination page (lib/faqText.ts).
 */
export const countryFaqs: CountryFaq[] = parseFile(listFiles.countryFaqs.file, listFiles.countryFaqs.schema, countryFile).faqs;
