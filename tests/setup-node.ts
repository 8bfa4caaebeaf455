// The set-up of the tests that run in Node alone (vitest.config.ts, project "node"): the decorators'
// metadata the container reads.
import 'reflect-metadata';
