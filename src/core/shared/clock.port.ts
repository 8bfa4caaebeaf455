/** The current time, injectable so that expiry and dates are testable. */
export interface Clock {
  now(): Date;
}
