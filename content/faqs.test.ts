import { countryFaqs, homeFaqs } from './faqs';
import { listFiles } from './schemas';
import { figureNameProblems } from '@/lib/faqText';

describe('FAQ files', () => {
  it('keep the destinations’ figures as names in the files, each naming a figure the destination has', () => {
    expect(countryFaqs.filter((faq) => faq.answer.includes('{{canada: Proof of funds}}')).map((faq) => faq.question)).toEqual([
      'How much money do I need to show for a Canadian study permit?',
    ]);
    expect(figureNameProblems(listFiles.homeFaqs.file, homeFaqs)).toEqual([]);
    expect(figureNameProblems(listFiles.countryFaqs.file, countryFaqs)).toEqual([]);
  });

  it('name the file, the entry and the field of a figure name that is not a figure', () => {
    const faqs = [...countryFaqs.slice(0, 2), { ...countryFaqs[2]!, answer: 'Show {{canada: Proof of money}} a year.' }];
    expect(figureNameProblems(listFiles.countryFaqs.file, faqs)).toEqual([
      expect.stringMatching(/^content\/data\/country-faqs\.json: faqs\[2\]\.answer: canada has no cost figure or English score "Proof of money" \(/),
    ]);
  });
});
