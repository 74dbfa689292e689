// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadSelection, parseStoredSelection, saveSelection, selectionKey } from './selection-storage.lib';

describe('stored service selection', () => {
  it('keys by worker id, a missing id as 0', () => {
    expect(selectionKey(7)).toBe('selectedServices_7');
    expect(selectionKey('7')).toBe('selectedServices_7');
    expect(selectionKey(undefined)).toBe('selectedServices_0');
    expect(selectionKey(null)).toBe('selectedServices_0');
    expect(selectionKey('')).toBe('selectedServices_0');
  });

  it('accepts only an array, converts entries to numbers and drops empty ones', () => {
    expect(parseStoredSelection('[1,"2",3]')).toEqual([1, 2, 3]);
    expect(parseStoredSelection('["", null, 4, " 5 "]')).toEqual([4, 5]);
    expect(parseStoredSelection('{"0":1}')).toEqual([]);
    expect(parseStoredSelection('"1,2"')).toEqual([]);
    expect(parseStoredSelection('12')).toEqual([]);
    expect(parseStoredSelection('not json')).toEqual([]);
    expect(parseStoredSelection(null)).toEqual([]);
  });

  it('drops what is not a service id: words, fractions, zero, negatives, repeats, nested values', () => {
    expect(parseStoredSelection('["abc", 1.5, 0, -3, 2, 2, [3], {"id":4}, true]')).toEqual([2]);
  });

  it('round-trips through storage per worker', () => {
    sessionStorage.clear();
    saveSelection(3, [5, 6]);
    saveSelection(undefined, [9]);
    expect(loadSelection(3)).toEqual([5, 6]);
    expect(loadSelection(4)).toEqual([]);
    expect(loadSelection(0)).toEqual([9]);
    sessionStorage.setItem(selectionKey(3), 'garbage');
    expect(loadSelection(3)).toEqual([]);
  });
});
