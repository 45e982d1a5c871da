import { describe, expect, it } from 'vitest';
import { ProgramShelf } from './program-shelf.js';

describe('ProgramShelf', () => {
  it('never lets an older build replace a newer one, whatever order they arrive in', () => {
    const shelf = new ProgramShelf<string>(10);
    expect(shelf.put('p', 7, 'build 7')).toBe(true);
    expect(shelf.isSuperseded('p', 5)).toBe(true);
    expect(shelf.put('p', 5, 'build 5')).toBe(false);
    expect(shelf.get('p', 7)).toBe('build 7');
    expect(shelf.put('p', 9, 'build 9')).toBe(true);
    expect(shelf.get('p', 7)).toBe('build 9');
  });

  it('answers a request for build n with build n or newer, never older', () => {
    const shelf = new ProgramShelf<string>(10);
    shelf.put('p', 3, 'build 3');
    expect(shelf.get('p', 3)).toBe('build 3');
    expect(shelf.get('p', 2)).toBe('build 3');
    // The registry handed out build 4, which this shelf never got (its thread was replaced).
    expect(shelf.get('p', 4)).toBeUndefined();
    expect(shelf.get('q', 1)).toBeUndefined();
  });

  it('drops a program only for its own build or a newer one', () => {
    const shelf = new ProgramShelf<string>(10);
    shelf.put('p', 8, 'build 8');
    shelf.drop('p', 6);
    expect(shelf.get('p', 8)).toBe('build 8');
    shelf.drop('p', 8);
    expect(shelf.get('p', 1)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const shelf = new ProgramShelf<string>(2);
    shelf.put('a', 1, 'a');
    shelf.put('b', 2, 'b');
    shelf.get('a', 1);
    shelf.put('c', 3, 'c');
    expect(shelf.size).toBe(2);
    expect(shelf.get('b', 2)).toBeUndefined();
    expect(shelf.get('a', 1)).toBe('a');
    expect(shelf.get('c', 3)).toBe('c');
  });
});
