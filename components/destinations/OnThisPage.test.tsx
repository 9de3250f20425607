import { render, screen } from '@testing-library/react';
import { findDestination } from '@/content/destinations';
import { translations } from '@/content/languages';
import { destinationNameIn, destinationRegionIn } from '@/lib/i18n';
import { scholarshipsPath, visaChecklistPath } from '@/content/paths';
import { OnThisPage } from './OnThisPage';

const europe = findDestination('europe')!;

describe('OnThisPage on the Europe guide (its guide is Germany’s, its scholarships Europe’s)', () => {
  it('names Europe for the scholarships and Germany for the visa checklist, in English', () => {
    render(<OnThisPage destination={europe} />);
    expect(screen.getByRole('link', { name: 'Scholarships for Europe' })).toHaveAttribute('href', scholarshipsPath('europe'));
    expect(screen.getByRole('link', { name: 'Germany visa document checklist' })).toHaveAttribute('href', visaChecklistPath('europe'));
  });

  it.each(translations)('does so in %s too', (lang) => {
    render(<OnThisPage destination={europe} lang={lang} />);
    const region = destinationRegionIn(lang, 'europe');
    const germany = destinationNameIn(lang, 'europe');
    expect(region).not.toBe(germany);
    const scholarships = document.querySelector(`a[href="${scholarshipsPath('europe')}"]`);
    expect(scholarships).toHaveTextContent(region);
    expect(scholarships).not.toHaveTextContent(germany);
    expect(document.querySelector(`a[href="${visaChecklistPath('europe')}"]`)).toHaveTextContent(germany);
  });
});
