import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

const id = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const avatarImage = (imageUrl: string, size?: number) =>
  render(<Avatar name="Nimali" imageUrl={imageUrl} size={size} />).container.querySelector('img')!;

describe('an avatar', () => {
  it('has its size set and offers the stored copies of our own picture for that size', () => {
    const image = avatarImage(`/uploads/avatars/${id}.webp`, 48);
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes', '48px');
    expect(image).toHaveAttribute(
      'srcset',
      [64, 128, 256].map((width) => `/uploads/avatars/${id}-w${width}.webp ${width}w`).join(', '),
    );
  });

  it('offers no copies of a picture from elsewhere', () => {
    const image = avatarImage('https://lh3.googleusercontent.com/a/photo.jpg');
    expect(image).toHaveAttribute('width', '36');
    expect(image).not.toHaveAttribute('srcset');
  });
});
