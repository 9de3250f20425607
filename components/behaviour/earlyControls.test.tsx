import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { earlyControls } from './earlyControls';

/**
 * A header menu as the islands draw it: the same ARIA and data-early marks the early script answers.
 * `keepsOpen` gives the island a rule of its own (a second click leaves it open), so what the test sees
 * after hydration is React's doing alone.
 */
function Menu({ keepsOpen = false }: { keepsOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-early-group="dismiss">
      <button type="button" aria-expanded={open} aria-controls="menu-panel" data-early="disclosure" onClick={() => setOpen((o) => keepsOpen || !o)}>
        Study Abroad
      </button>
      <ul id="menu-panel" hidden={!open}>
        <li>Study in UK</li>
      </ul>
    </div>
  );
}

describe('earlyControls: the header menus before and after hydration', () => {
  it('opens a menu before the scripts run, then leaves each hydrated control to React alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Menu />);
    document.body.append(container);
    earlyControls(document, window);
    const button = container.querySelector('button')!;
    const panel = container.querySelector('ul')!;

    // Before hydration the early script answers: open, then an outside click closes.
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    fireEvent.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    // Hydrated, but before the page marks <html data-hydrated> (other islands still on their way): the
    // early script knows React's node by its props key (scripts/build/next.mjs checks that React still
    // sets it) and leaves the clicks to React. Were it to answer them too, its second click would
    // close the menu the island keeps open.
    await act(async () => {
      hydrateRoot(container, <Menu keepsOpen />);
    });
    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
    for (let click = 0; click < 2; click += 1) {
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
    }
  });
});
