import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqBrowser, type FaqGroup } from './FaqBrowser';
import { renderBeforeHydration } from '@/lib/testing';

const groups: FaqGroup[] = [
  {
    country: 'United States',
    items: [{ question: 'When are the US intakes?', answer: 'Fall, Spring and Summer.' }],
  },
  {
    country: 'Australia',
    items: [
      { question: 'Which visa do I need?', answer: 'A Student visa (subclass 500).' },
      { question: 'When are the intakes?', answer: '' },
    ],
  },
  { country: 'New Zealand', items: [] },
];

describe('FaqBrowser', () => {
  it('starts on the default country, with every country’s questions in the HTML', () => {
    render(<FaqBrowser groups={groups} defaultCountry="Australia" />);
    expect(screen.getByRole('button', { name: 'Australia' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Questions About Australia' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Which visa do I need?' })).toBeVisible();
    // Other countries are rendered but hidden.
    expect(screen.getByText('When are the US intakes?')).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Questions About United States' })).not.toBeInTheDocument();
  });

  it('changes only the questions shown when a country is chosen', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser groups={groups} defaultCountry="Australia" />);
    await user.click(screen.getByRole('button', { name: 'United States' }));
    expect(screen.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Australia' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Questions About United States' })).toBeVisible();
    expect(screen.getByText('Which visa do I need?')).not.toBeVisible();
  });

  it('opens one plus/minus answer at a time; an empty answer opens to nothing', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser groups={groups} defaultCountry="Australia" />);
    const first = screen.getByRole('button', { name: 'Which visa do I need?' });
    const second = screen.getByRole('button', { name: 'When are the intakes?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A Student visa (subclass 500).')).toBeVisible();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(panel).toBeEmptyDOMElement();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when a country has no questions', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser groups={groups} defaultCountry="Australia" />);
    await user.click(screen.getByRole('button', { name: 'New Zealand' }));
    const region = screen.getByRole('region', { name: 'Questions About New Zealand' });
    expect(within(region).getByText('No questions available for New Zealand')).toBeVisible();
  });

  it('scrolls the country row with a pause button when the row overflows', () => {
    // jsdom lays nothing out: give the row a phone's overflow (700 px of buttons in 350 px).
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(700);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(350);
    render(<FaqBrowser groups={groups} defaultCountry="Australia" />);
    expect(screen.getByRole('list', { name: 'FAQ countries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause FAQ countries' })).toBeInTheDocument();
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });

  it('shows no row buttons when every country fits', () => {
    render(<FaqBrowser groups={groups} defaultCountry="Australia" />);
    expect(screen.queryByRole('button', { name: 'Pause FAQ countries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next FAQ countries' })).not.toBeInTheDocument();
  });

  it('chooses a country and opens an answer before its script runs, and hydration keeps both', async () => {
    const user = userEvent.setup();
    const { hydrate, unmount } = renderBeforeHydration(<FaqBrowser groups={groups} defaultCountry="Australia" />);
    await user.click(screen.getByRole('button', { name: 'United States' }));
    expect(screen.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Australia' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Questions About United States' })).toBeVisible();
    expect(screen.getByText('Which visa do I need?')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'When are the US intakes?' }));
    expect(screen.getByText('Fall, Spring and Summer.')).toBeVisible();

    expect(hydrate()).toEqual([]);
    expect(screen.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Fall, Spring and Summer.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Australia' }));
    expect(screen.getByRole('button', { name: 'Australia' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Questions About Australia' })).toBeVisible();
    unmount();
  });
});
