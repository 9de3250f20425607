import { act, fireEvent, render, screen } from '@testing-library/react';
import { CountryTabs, tabForKey } from './CountryTabs';
import { renderBeforeHydration, tick } from '@/lib/testing';

const tabs = [
  { id: 'usa', label: 'USA', content: <p>USA items</p> },
  { id: 'uk', label: 'UK', content: <p>UK items</p> },
  { id: 'eu', label: 'European Union', content: <p>EU items</p> },
];

describe('CountryTabs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves with arrows, Home and End, wrapping around', () => {
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabForKey('Home', 2, 3)).toBe(0);
    expect(tabForKey('End', 0, 3)).toBe(2);
    expect(tabForKey('a', 0, 3)).toBeNull();
  });

  it('shows the default tab, then a 500 ms announced loading state on change', () => {
    render(<CountryTabs tabs={tabs} label="News by country" noun="news" defaultTab="usa" delayMs={500} />);
    expect(screen.getByRole('tab', { name: 'USA' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'USA' })).toHaveTextContent('USA items');
    // Every panel is in the HTML.
    expect(screen.getByText('EU items')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'UK' }));
    expect(screen.getByRole('tab', { name: 'UK' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading UK news…');
    expect(screen.getByText('UK items').closest('[role="tabpanel"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('UK items')).not.toBeVisible();

    tick(499);
    expect(screen.getByText('UK items')).not.toBeVisible();
    tick(1);
    expect(screen.getByText('UK items')).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('selects with the keyboard and keeps one tab in the tab order', () => {
    render(<CountryTabs tabs={tabs} label="News by country" noun="news" defaultTab="usa" delayMs={500} />);
    const usa = screen.getByRole('tab', { name: 'USA' });
    usa.focus();
    fireEvent.keyDown(usa, { key: 'End' });
    const eu = screen.getByRole('tab', { name: 'European Union' });
    expect(eu).toHaveFocus();
    expect(eu).toHaveAttribute('aria-selected', 'true');
    expect(eu).toHaveAttribute('tabindex', '0');
    expect(usa).toHaveAttribute('tabindex', '-1');
  });

  it('restarts the loading time when the tab changes again during it', () => {
    render(<CountryTabs tabs={tabs} label="News by country" noun="news" defaultTab="usa" delayMs={500} />);
    fireEvent.click(screen.getByRole('tab', { name: 'UK' }));
    tick(400);
    fireEvent.click(screen.getByRole('tab', { name: 'European Union' }));
    tick(400);
    expect(screen.getByRole('status')).toHaveTextContent('Loading European Union news…');
    tick(100);
    expect(screen.getByText('EU items')).toBeVisible();
  });

  describe('with followHash', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('opens the tab named by the hash, and follows later hash changes', () => {
      window.history.replaceState(null, '', '/news#uk');
      render(<CountryTabs tabs={tabs} label="News by country" noun="news" defaultTab="usa" delayMs={500} followHash />);
      expect(screen.getByRole('tab', { name: 'UK' })).toHaveAttribute('aria-selected', 'true');

      act(() => {
        window.history.replaceState(null, '', '/news#eu');
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(screen.getByRole('tab', { name: 'European Union' })).toHaveAttribute('aria-selected', 'true');
    });

    it('ignores a hash that names no tab, and ignores the hash without followHash', () => {
      window.history.replaceState(null, '', '/news#contact');
      const { unmount } = render(
        <CountryTabs tabs={tabs} label="News by country" noun="news" defaultTab="usa" delayMs={500} followHash />,
      );
      expect(screen.getByRole('tab', { name: 'USA' })).toHaveAttribute('aria-selected', 'true');
      unmount();

      window.history.replaceState(null, '', '/news#uk');
      render(<CountryTabs tabs={tabs} label="News by country" noun="news" defaultTab="usa" delayMs={500} />);
      expect(screen.getByRole('tab', { name: 'USA' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('before its script runs (the page’s early script), and through hydration', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));
    const page = (followHash = false) =>
      renderBeforeHydration(
        <CountryTabs tabs={tabs} label="News by country" noun="news" defaultTab="usa" delayMs={500} followHash={followHash} />,
      );

    it('switches tabs early; hydration keeps the tab, then a change shows the 500 ms spinner', () => {
      const { hydrate, unmount } = page();
      fireEvent.click(screen.getByRole('tab', { name: 'UK' }));
      expect(screen.getByRole('tab', { name: 'UK' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'UK' })).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('tab', { name: 'USA' })).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByText('UK items')).toBeVisible();
      expect(screen.getByText('USA items')).not.toBeVisible();

      expect(hydrate()).toEqual([]);
      expect(screen.getByRole('tab', { name: 'UK' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('UK items')).toBeVisible();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      fireEvent.click(screen.getByRole('tab', { name: 'European Union' }));
      expect(screen.getByRole('status')).toHaveTextContent('Loading European Union news…');
      expect(screen.getByText('EU items')).not.toBeVisible();
      tick(500);
      expect(screen.getByText('EU items')).toBeVisible();
      expect(screen.getByText('UK items')).not.toBeVisible();
      unmount();
    });

    it('follows the hash early, and hydration neither re-applies it over a later choice nor stops following it', () => {
      const { hydrate, unmount } = page(true);
      act(() => {
        window.history.replaceState(null, '', '/news#uk');
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(screen.getByText('UK items')).toBeVisible();
      fireEvent.click(screen.getByRole('tab', { name: 'European Union' }));
      expect(hydrate()).toEqual([]);
      tick(1000);
      expect(screen.getByRole('tab', { name: 'European Union' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('EU items')).toBeVisible();

      act(() => {
        window.history.replaceState(null, '', '/news#usa');
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(screen.getByRole('tab', { name: 'USA' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Loading USA news…');
      unmount();
    });
  });
});
