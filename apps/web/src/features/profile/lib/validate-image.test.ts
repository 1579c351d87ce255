import { describe, expect, it } from 'vitest';
import { validateImageFile } from './validate-image.ts';

const MB = 1024 * 1024;

describe('validateImageFile', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'IMAGE/PNG'])('accepts %s', (type) => {
    expect(validateImageFile({ type, size: MB })).toBeNull();
  });

  it.each(['image/webp', 'image/svg+xml', 'application/pdf', ''])('refuses %s', (type) => {
    expect(validateImageFile({ type, size: MB })).toBe('Please select a valid image file (JPEG, PNG, GIF)');
  });

  it('accepts exactly 5 MB and refuses a byte more', () => {
    expect(validateImageFile({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(validateImageFile({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'Image size should be less than 5MB',
    );
  });
});
