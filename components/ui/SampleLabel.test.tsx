import { render, screen } from '@testing-library/react';
import { SampleLabel } from './SampleLabel';

describe('SampleLabel', () => {
  it('shows "Sample" and tells screen-reader users what it means', () => {
    render(<SampleLabel sample />);
    const label = screen.getByText('Sample', { exact: false });
    expect(label).toBeVisible();
    expect(label.textContent).toBe('Sample: an invented example, to be replaced by the firm’s own.');
    expect(label.querySelector('.visually-hidden')?.textContent).toBe(': an invented example, to be replaced by the firm’s own.');
  });

  it('renders nothing for a real entry', () => {
    expect(render(<SampleLabel sample={false} />).container).toBeEmptyDOMElement();
    expect(render(<SampleLabel sample={undefined} />).container).toBeEmptyDOMElement();
  });
});
