// Time as a dependency, so tests can move it (key regeneration windows, file expiry).

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests control: starts at the real time, moves only when told. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: number = Date.now()) {
    this.current = start;
  }
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}

export function isoNow(clock: Clock = systemClock): string {
  return new Date(clock.now()).toISOString();
}
