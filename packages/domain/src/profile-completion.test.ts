import { describe, expect, it } from 'vitest';
import { calculateProfileCompletion, completionLevel } from './profile-completion.ts';

describe('profile completion', () => {
  it.each([
    [{}, 0, 'low'],
    [{ phone: '0771234567' }, 33, 'low'],
    [{ phone: '0771234567', address: 'Colombo' }, 67, 'partial'],
    [{ phone: '0771234567', address: '  ', profileImage: '/a.webp' }, 67, 'partial'],
    [{ phone: '0771234567', address: 'Colombo', profileImage: '/a.webp' }, 100, 'complete'],
  ])('%j is %i%% (%s)', (profile, percent, level) => {
    expect(calculateProfileCompletion(profile)).toBe(percent);
    expect(completionLevel(percent)).toBe(level);
  });

  it('is yellow at exactly 50', () => {
    expect(completionLevel(50)).toBe('partial');
    expect(completionLevel(49)).toBe('low');
  });
});
