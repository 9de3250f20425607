import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileDrawer } from './MobileDrawer';
import { headerNav } from '@/content/navigation';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('MobileDrawer', () => {
  it('opens a labelled modal dialog with the same navigation and closes with the close button', async () => {
    const user = userEvent.setup();
    render(<MobileDrawer items={headerNav} appointmentHref="/contact-us?topic=appointment#contact-form" />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
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
    render(<MobileDrawer items={headerNav} appointmentHref="/contact-us#contact-form" />);
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
