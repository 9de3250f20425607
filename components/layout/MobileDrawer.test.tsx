import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileDrawer } from './MobileDrawer';
import { headerNav } from '@/content/navigation';
import { renderBeforeHydration } from '@/lib/testing';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('MobileDrawer', () => {
  it('opens a labelled modal dialog with the same navigation and closes with the close button', async () => {
    const user = userEvent.setup();
    render(<MobileDrawer items={headerNav} appointmentHref="/contact-us?topic=appointment#contact-form" languages={null} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const nav = within(dialog).getByRole('navigation', { name: 'Menu' });
    await user.click(within(nav).getByRole('button', { name: 'Study Abroad' }));
    expect(within(nav).getByRole('link', { name: 'Study in Canada' })).toHaveAttribute('href', '/study-abroad/canada');
    expect(within(dialog).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/contact-us?topic=appointment#contact-form',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes on Escape (the dialog cancel event) and on a click on the overlay', async () => {
    const user = userEvent.setup();
    render(<MobileDrawer items={headerNav} appointmentHref="/contact-us#contact-form" languages={null} />);
    const menu = screen.getByRole('button', { name: 'Menu' });

    await user.click(menu);
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(await screen.findByRole('button', { name: 'Menu', expanded: false })).toBeInTheDocument();

    await user.click(menu);
    // A click whose target is the <dialog> itself landed on its backdrop: the overlay.
    await user.click(screen.getByRole('dialog'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MobileDrawer before its script runs (the page’s early script), and through hydration', () => {
  const drawer = <MobileDrawer items={headerNav} appointmentHref="/contact-us#contact-form" languages={null} />;

  it('opens the same navigation as a modal dialog and closes by button and overlay', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBeforeHydration(drawer);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Our Services' }));
    expect(within(dialog).getByRole('link', { name: 'Visa Guidance' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    // Reopened, its menus are closed again.
    await user.click(menu);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Our Services' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('dialog'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    unmount();
  });

  it('stays open through hydration, then React closes it and returns focus to the Menu button', async () => {
    const user = userEvent.setup();
    const { hydrate, unmount } = renderBeforeHydration(drawer);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Study Abroad' }));
    expect(hydrate()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Study in Canada' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Study Abroad' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
  });
});
