import { yieldToBrowser } from '../../src/composition/yield-to-browser';

describe('yieldToBrowser', () => {
  it('goes on in a task of its own: everything the current task queued as microtasks runs first', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    // A chain of microtasks as long as any await chain in start(): all of it before the yield ends.
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('the task ended'));
    await yielded;
    expect(order).toEqual(['the task ended', 'after the yield']);
  });
});
