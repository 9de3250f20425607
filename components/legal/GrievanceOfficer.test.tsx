import { render, screen } from '@testing-library/react';
import { site } from '@/content/site';
import { GrievanceOfficer } from './GrievanceOfficer';

describe('GrievanceOfficer', () => {
  it('names the officer, the e-mail and how fast a complaint is answered, marked while it is the sample', () => {
    const { container } = render(<GrievanceOfficer />);
    expect(site.dataProtection.sample).toBe(true);
    expect(container).toHaveTextContent(`Grievance Officer${site.dataProtection.officerName} Sample`);
    expect(screen.getByRole('link', { name: 'privacy@aspireoverseas.in' })).toHaveAttribute('href', 'mailto:privacy@aspireoverseas.in');
    expect(container).toHaveTextContent('within 30 days of your request or complaint');
  });
});
