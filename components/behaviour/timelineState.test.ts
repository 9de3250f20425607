import { finalTimeline, idleTimeline, nextDelay, timelineReducer, type TimelineState } from './timelineState';

const looping = { steps: 4, restartMs: 5000 };
const once = { steps: 4, restartMs: null };

function run(config: typeof looping | typeof once, events: ('start' | 'tick' | 'restart')[]): TimelineState {
  return events.reduce((s, e) => timelineReducer(s, e, config), idleTimeline);
}

describe('timelineReducer', () => {
  it('starts at step 1 and advances one step per tick to the last', () => {
    expect(run(looping, ['start'])).toEqual({ active: 0, phase: 'running' });
    expect(run(looping, ['start', 'tick'])).toEqual({ active: 1, phase: 'running' });
    expect(run(looping, ['start', 'tick', 'tick', 'tick'])).toEqual({ active: 3, phase: 'holding' });
  });

  it('holds at the last step, then restarts from step 1', () => {
    const held = run(looping, ['start', 'tick', 'tick', 'tick', 'tick']);
    expect(held).toEqual({ active: 3, phase: 'holding' });
    expect(timelineReducer(held, 'restart', looping)).toEqual({ active: 0, phase: 'running' });
  });

  it('stops for good at the last step when it does not restart', () => {
    const done = run(once, ['start', 'tick', 'tick', 'tick']);
    expect(done).toEqual({ active: 3, phase: 'done' });
    expect(timelineReducer(done, 'restart', once)).toEqual(done);
    expect(timelineReducer(done, 'tick', once)).toEqual(done);
  });

  it('ignores ticks before it starts and a second start', () => {
    expect(timelineReducer(idleTimeline, 'tick', looping)).toEqual(idleTimeline);
    const running = run(looping, ['start', 'tick']);
    expect(timelineReducer(running, 'start', looping)).toEqual(running);
  });

  it('schedules 1500 ms steps and the 5000 ms restart', () => {
    expect(nextDelay({ active: 1, phase: 'running' }, 1500, 5000)).toBe(1500);
    expect(nextDelay({ active: 3, phase: 'holding' }, 1500, 5000)).toBe(5000);
    expect(nextDelay(idleTimeline, 1500, 5000)).toBeNull();
    expect(nextDelay(finalTimeline(4), 1500, null)).toBeNull();
  });
});
