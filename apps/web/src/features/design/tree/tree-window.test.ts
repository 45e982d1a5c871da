import { describe, expect, it } from 'vitest';
import { rowWindow, scrollTopToShow } from './tree-window';

describe('rowWindow', () => {
  it('draws the rows in view and a few more each side', () => {
    // Rows 10 to 19 fill a 280 px view scrolled to 280.
    expect(rowWindow(280, 280, 28, 1000, 5)).toEqual({ first: 5, end: 25 });
  });

  it('stays inside the list at both ends', () => {
    expect(rowWindow(0, 280, 28, 1000, 5)).toEqual({ first: 0, end: 15 });
    expect(rowWindow(27_720, 280, 28, 1000, 5)).toEqual({ first: 985, end: 1000 });
    expect(rowWindow(0, 280, 28, 3, 5)).toEqual({ first: 0, end: 3 });
    expect(rowWindow(0, 280, 28, 0, 5)).toEqual({ first: 0, end: 0 });
  });

  it('draws a row cut by the bottom edge', () => {
    expect(rowWindow(14, 280, 28, 1000, 0)).toEqual({ first: 0, end: 11 });
  });
});

describe('scrollTopToShow', () => {
  it('leaves a row in view where it is', () => {
    expect(scrollTopToShow(12, 280, 280, 28)).toBeNull();
  });

  it('scrolls up to a row above the view, and down just enough for one below it', () => {
    expect(scrollTopToShow(3, 280, 280, 28)).toBe(84);
    expect(scrollTopToShow(25, 280, 280, 28)).toBe(26 * 28 - 280);
  });
});
