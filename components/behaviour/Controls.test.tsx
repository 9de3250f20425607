import { fireEvent, render, screen } from '@testing-library/react';
import { PlayPauseButton, RowControls } from './Controls';

describe('PlayPauseButton', () => {
  it('names what a press will do, visibly as a pill, and toggles', () => {
    const onToggle = jest.fn();
    const { rerender } = render(<PlayPauseButton playing onToggle={onToggle} name="How we work animation" />);
    const pause = screen.getByRole('button', { name: 'Pause How we work animation' });
    expect(pause).toHaveTextContent(/^Pause/);
    expect(pause).not.toHaveAttribute('aria-pressed');
    fireEvent.click(pause);
    expect(onToggle).toHaveBeenCalledTimes(1);

    rerender(<PlayPauseButton playing={false} onToggle={onToggle} name="How we work animation" />);
    expect(screen.getByRole('button', { name: 'Play How we work animation' })).toBeVisible();
  });

  it('is hidden where nothing moves (reduced motion)', () => {
    render(<PlayPauseButton playing={false} onToggle={() => {}} name="universities" compact hidden />);
    expect(screen.queryByRole('button', { name: 'Play universities' })).not.toBeInTheDocument();
  });
});

describe('RowControls', () => {
  it('has Previous and Next named after the row, disabled at its ends', () => {
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    render(<RowControls name="events" onPrevious={onPrevious} onNext={onNext} atStart atEnd={false} />);
    expect(screen.getByRole('button', { name: 'Previous events' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next events' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).not.toHaveBeenCalled();
    // A row that does not move by itself has no pause button.
    expect(screen.queryByRole('button', { name: /^(Pause|Play) events$/ })).not.toBeInTheDocument();
  });

  it('puts the pause button first for a row that moves by itself', () => {
    render(
      <RowControls
        name="universities"
        onPrevious={() => {}}
        onNext={() => {}}
        play={{ playing: true, onToggle: () => {} }}
      />,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Pause universities', 'Previous universities', 'Next universities']);
  });
});
