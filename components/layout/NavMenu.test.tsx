import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavMenu } from './NavMenu';
import { headerNav } from '@/content/navigation';
import { renderBeforeHydration } from '@/lib/testing';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

function setup() {
  const user = userEvent.setup();
  render(
    <div>
      <p>Outside the menu</p>
      <NavMenu items={headerNav} variant="bar" label="Main" />
    </div>,
  );
  return { user, studyAbroad: screen.getByRole('button', { name: 'Study Abroad' }), services: screen.getByRole('button', { name: 'Our Services' }) };
}

describe('NavMenu (desktop disclosure navigation)', () => {
  it('renders every top-level link in the spec order', () => {
    setup();
    const names = screen.getAllByRole('listitem').filter((li) => li.parentElement?.parentElement?.tagName === 'NAV');
    expect(names.map((li) => li.firstElementChild?.textContent)).toEqual([
      'Home',
      'About Us',
      'Study Abroad',
      'Our Services',
      'FAQ',
      'News',
      'Contact Us',
    ]);
  });

  it('toggles a dropdown with aria-expanded and shows its links', async () => {
    const { user, studyAbroad } = setup();
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Study in USA' })).not.toBeInTheDocument();
    await user.click(studyAbroad);
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Study in USA' })).toHaveAttribute('href', '/study-abroad/usa');
    await user.click(studyAbroad);
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps at most one top-level dropdown open', async () => {
    const { user, studyAbroad, services } = setup();
    await user.click(studyAbroad);
    await user.click(services);
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the Free Trainings submenu closed whenever Our Services reopens', async () => {
    const { user, services } = setup();
    await user.click(services);
    const trainings = screen.getByRole('button', { name: 'Free Trainings' });
    await user.click(trainings);
    expect(screen.getByRole('link', { name: 'IELTS' })).toHaveAttribute('href', '/services/free-trainings/ielts');
    await user.click(services);
    await user.click(services);
    expect(screen.getByRole('button', { name: 'Free Trainings' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'IELTS' })).not.toBeInTheDocument();
  });

  it('closes all menus on an outside click', async () => {
    const { user, studyAbroad } = setup();
    await user.click(studyAbroad);
    await user.click(screen.getByText('Outside the menu'));
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const { user, services } = setup();
    await user.click(services);
    await user.tab();
    // The menu opens with its overview link (/services), then the services.
    expect(screen.getByRole('link', { name: 'All services' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Career Counselling' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('closes only the submenu on the first Escape', async () => {
    const { user, services } = setup();
    await user.click(services);
    const trainings = screen.getByRole('button', { name: 'Free Trainings' });
    await user.click(trainings);
    await user.keyboard('{Escape}');
    expect(trainings).toHaveAttribute('aria-expanded', 'false');
    expect(trainings).toHaveFocus();
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Enter and Space from the keyboard', async () => {
    const { user, studyAbroad } = setup();
    studyAbroad.focus();
    await user.keyboard('{Enter}');
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NavMenu before its script runs (the page’s early script), and through hydration', () => {
  const page = () => renderBeforeHydration(
    <div>
      <p>Outside the menu</p>
      <NavMenu items={headerNav} variant="bar" label="Main" />
    </div>,
  );

  it('opens one menu at a time, its submenu, closes on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    const { unmount } = page();
    const studyAbroad = screen.getByRole('button', { name: 'Study Abroad' });
    const services = screen.getByRole('button', { name: 'Our Services' });
    await user.click(studyAbroad);
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Study in USA' })).toBeVisible();
    await user.click(services);
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Study in USA' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Free Trainings' }));
    expect(screen.getByRole('link', { name: 'IELTS' })).toBeVisible();
    // Reopening shows the submenu closed.
    await user.click(services);
    await user.click(services);
    expect(screen.getByRole('button', { name: 'Free Trainings' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByText('Outside the menu'));
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
    unmount();
  });

  it('keeps a menu and submenu opened early open through hydration, then behaves as before', async () => {
    const user = userEvent.setup();
    const { hydrate, unmount } = page();
    const services = screen.getByRole('button', { name: 'Our Services' });
    await user.click(services);
    await user.click(screen.getByRole('button', { name: 'Free Trainings' }));
    expect(hydrate()).toEqual([]);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Free Trainings' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'TOEFL' })).toBeVisible();
    // React answers now, once per click: Escape closes the submenu, a click closes the menu.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Free Trainings' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const studyAbroad = screen.getByRole('button', { name: 'Study Abroad' });
    await user.click(studyAbroad);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside the menu'));
    expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    unmount();
  });
});
