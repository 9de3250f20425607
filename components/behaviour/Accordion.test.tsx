import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, toggleIndex } from './Accordion';
import { renderBeforeHydration } from '@/lib/testing';

const items = [
  { question: 'First?', answer: 'Answer one.' },
  { question: 'Second?', answer: 'Answer two.' },
  { question: 'Empty?', answer: '' },
];

describe('Accordion', () => {
  it('toggleIndex opens one and closes the open one', () => {
    expect(toggleIndex(null, 1)).toBe(1);
    expect(toggleIndex(1, 2)).toBe(2);
    expect(toggleIndex(2, 2)).toBeNull();
  });

  it('keeps one answer open at a time, and a second click closes it', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First?' });
    const second = screen.getByRole('button', { name: 'Second?' });
    expect(first.closest('h3')).not.toBeNull();
    expect(screen.getByText('Answer one.')).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('Answer one.');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer one.')).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an item without an answer to nothing extra', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} marker="plusMinus" />);
    await user.click(screen.getByRole('button', { name: 'Empty?' }));
    expect(screen.getByRole('region', { name: 'Empty?' })).toBeEmptyDOMElement();
  });
});

describe('Accordion before its script runs (the page’s early script), and through hydration', () => {
  it('opens an answer early, one at a time; the open answer stays open through hydration', async () => {
    const user = userEvent.setup();
    const { hydrate, unmount } = renderBeforeHydration(<Accordion items={items} marker="plusMinus" />);
    const first = screen.getByRole('button', { name: 'First?' });
    const second = screen.getByRole('button', { name: 'Second?' });
    await user.click(first);
    expect(screen.getByText('Answer one.')).toBeVisible();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer two.')).toBeVisible();

    expect(hydrate()).toEqual([]);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer two.')).toBeVisible();
    // React's one click closes the open one (the early script leaves it alone now).
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer two.')).not.toBeVisible();
    await user.click(first);
    expect(screen.getByText('Answer one.')).toBeVisible();
    unmount();
  });

  it('hydrates with every answer closed when none was opened', () => {
    const { hydrate, unmount } = renderBeforeHydration(<Accordion items={items} />);
    expect(hydrate()).toEqual([]);
    for (const name of ['First?', 'Second?', 'Empty?']) expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    unmount();
  });
});
