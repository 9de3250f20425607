import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './BackToTop';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('BackToTop', () => {
  it('appears only after more than 300 px of scrolling', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('scrolls to the top and moves focus to the start of the page', () => {
    document.body.innerHTML = '<div id="page-top" tabindex="-1"></div>';
    const scrollSpy = jest.spyOn(window, 'scrollTo');
    render(<BackToTop />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.getElementById('page-top')).toHaveFocus();
  });
});
