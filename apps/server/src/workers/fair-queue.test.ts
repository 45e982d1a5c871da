import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

const limits = { maxWaiting: 10, perOwnerWaiting: 4, perOwnerRunning: 1 };

function drainOrder(queue: FairQueue<string>): string[] {
  const order: string[] = [];
  for (let next = queue.next(); next !== null; next = queue.next()) {
    order.push(next.task);
    queue.finished(next.owner);
  }
  return order;
}

describe('FairQueue', () => {
  it('lets owners take turns, so one owner’s many tasks do not stand before another’s one', () => {
    const queue = new FairQueue<string>(limits);
    for (const task of ['m1', 'm2', 'm3', 'm4']) queue.push('mallory', task);
    queue.push('ada', 'a1');
    queue.push('bob', 'b1');
    expect(drainOrder(queue)).toEqual(['m1', 'a1', 'b1', 'm2', 'm3', 'm4']);
  });

  it('never runs more than an owner’s share at once, even with nothing else waiting', () => {
    const queue = new FairQueue<string>(limits);
    queue.push('mallory', 'm1');
    queue.push('mallory', 'm2');
    const first = queue.next();
    expect(first?.task).toBe('m1');
    expect(queue.next()).toBeNull();
    expect(queue.mayRun('mallory')).toBe(false);
    expect(queue.mayRun('ada')).toBe(true);
    queue.finished('mallory');
    expect(queue.next()?.task).toBe('m2');
  });

  it('skips an owner at its share and serves the next one', () => {
    const queue = new FairQueue<string>(limits);
    queue.started('mallory');
    queue.push('mallory', 'm1');
    queue.push('ada', 'a1');
    expect(queue.next()?.task).toBe('a1');
    expect(queue.next()).toBeNull();
    expect(queue.waiting).toBe(1);
  });

  it('refuses an owner past its waiting share before the whole queue is full', () => {
    const queue = new FairQueue<string>(limits);
    for (let i = 0; i < 4; i += 1) expect(queue.push('mallory', `m${i}`)).toBeNull();
    expect(queue.push('mallory', 'm5')).toBe('owner-full');
    expect(queue.refusalFor('mallory')).toBe('owner-full');
    expect(queue.refusalFor('ada')).toBeNull();
  });

  it('refuses everyone once the queue is full', () => {
    const queue = new FairQueue<string>({ ...limits, maxWaiting: 3 });
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    expect(queue.push('d', 'd1')).toBe('full');
    expect(queue.refusalFor('d')).toBe('full');
  });

  it('takes a cancelled task out of line', () => {
    const queue = new FairQueue<string>(limits);
    queue.push('ada', 'a1');
    queue.push('bob', 'b1');
    expect(queue.remove('ada', 'a1')).toBe(true);
    expect(queue.remove('ada', 'a1')).toBe(false);
    expect(queue.waiting).toBe(1);
    expect(drainOrder(queue)).toEqual(['b1']);
  });

  it('drains every waiting task when the pool closes', () => {
    const queue = new FairQueue<string>(limits);
    queue.push('ada', 'a1');
    queue.push('bob', 'b1');
    expect(queue.drain().sort()).toEqual(['a1', 'b1']);
    expect(queue.waiting).toBe(0);
    expect(queue.next()).toBeNull();
  });
});
