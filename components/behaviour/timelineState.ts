/**
 * Step timeline state machine (spec §4). `active` is the current step; every step up to it shows
 * as completed. Phases: idle (not started), running (advancing), holding (at the last step, waiting
 * to restart), done (stopped at the last step for good).
 */
export interface TimelineState {
  active: number;
  phase: 'idle' | 'running' | 'holding' | 'done';
}

export interface TimelineConfig {
  steps: number;
  /** Reset to the first step this long after reaching the last; null = stay at the end. */
  restartMs: number | null;
}

export const idleTimeline: TimelineState = { active: 0, phase: 'idle' };

export function finalTimeline(steps: number): TimelineState {
  return { active: steps - 1, phase: 'done' };
}

export type TimelineEvent = 'start' | 'tick' | 'restart';

export function timelineReducer(state: TimelineState, event: TimelineEvent, config: TimelineConfig): TimelineState {
  const last = config.steps - 1;
  switch (event) {
    case 'start':
      return state.phase === 'idle' ? { active: 0, phase: last === 0 ? endPhase(config) : 'running' } : state;
    case 'tick': {
      if (state.phase !== 'running') return state;
      const active = Math.min(state.active + 1, last);
      return { active, phase: active === last ? endPhase(config) : 'running' };
    }
    case 'restart':
      return state.phase === 'holding' ? { active: 0, phase: 'running' } : state;
  }
}

function endPhase(config: TimelineConfig): TimelineState['phase'] {
  return config.restartMs === null ? 'done' : 'holding';
}

/** The delay until the next event, or null when nothing is scheduled. */
export function nextDelay(state: TimelineState, stepMs: number, restartMs: number | null): number | null {
  if (state.phase === 'running') return stepMs;
  if (state.phase === 'holding') return restartMs;
  return null;
}
