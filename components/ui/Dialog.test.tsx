import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { timing } from '@/content/timing';
import { Dialog } from './Dialog';
import { tick } from '@/lib/testing';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} labelledBy="t" settleMs={timing.dialogSettleMs}>
      <h2 id="t">Success!</h2>
      <button type="button" onClick={close}>
        Close
      </button>
    </Dialog>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Dialog', () => {
  it('ignores clicks on its buttons and backdrop in the first moment after opening', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Success!' });

    // The second click of a double click, or a second Enter turned into a click on the focused button.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    tick(timing.dialogSettleMs - 1);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    tick(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click once settled, and on Escape at once', () => {
    const onClose = jest.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    tick(timing.dialogSettleMs);
    fireEvent.click(screen.getByRole('dialog', { name: 'Success!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onEscape = jest.fn();
    render(<Harness onClose={onEscape} />);
    fireEvent(screen.getByRole('dialog', { name: 'Success!' }), new Event('cancel', { cancelable: true }));
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
