import type { Clock } from '../../core/shared/clock.port';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
