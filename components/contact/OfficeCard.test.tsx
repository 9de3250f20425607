import { render, screen } from '@testing-library/react';
import { offices } from '@/content/offices';
import { OfficeCard, ukAdviceNote } from './OfficeCard';

const london = offices.find((office) => office.countryCode === 'GB')!;
const indian = offices.filter((office) => office.countryCode === 'IN');

describe('OfficeCard', () => {
  it('carries the Sample label while the office is a sample, and not once it is the firm’s own', () => {
    const { unmount } = render(<OfficeCard office={london} />);
    expect(london.sample).toBe(true);
    expect(screen.getByText('Sample', { exact: false })).toHaveTextContent('Sample: an invented example');
    unmount();
    render(<OfficeCard office={{ ...london, sample: undefined }} />);
    expect(screen.queryByText('Sample', { exact: false })).toBeNull();
  });

  it('says the London office gives no UK immigration advice while no IAA registration is recorded', () => {
    expect(london.iaaRegistration).toBeUndefined();
    render(<OfficeCard office={london} />);
    expect(screen.getByText(/gives no UK immigration or visa advice/)).toBeInTheDocument();
  });

  it('shows the registration once the firm records one, and says nothing of it for an office in India', () => {
    expect(ukAdviceNote({ ...london, iaaRegistration: 'F202100123' })).toMatch(/Registered with the Immigration Advice Authority.*F202100123/);
    for (const office of indian) expect(ukAdviceNote(office)).toBeNull();
  });
});
