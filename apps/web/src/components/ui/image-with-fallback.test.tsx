import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback.tsx';

const id = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

const picture = ({
  priority,
  src = `/uploads/services/${id}.webp`,
}: { priority?: boolean; src?: string } = {}) =>
  render(
    <ImageWithFallback
      src={src}
      width={640}
      height={480}
      sizes="(min-width: 640px) 50vw, 100vw"
      className=""
      fallback={<p>No picture</p>}
      priority={priority}
    />,
  ).container.querySelector('img')!;

describe('a card picture', () => {
  it('loads lazily, with its size set, unless it is among the first on screen', () => {
    const lazy = picture();
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('width', '640');
    expect(lazy).toHaveAttribute('height', '480');
    expect(lazy.getAttribute('fetchpriority')).not.toBe('high');
  });

  it('loads at once and first when it is among the first on screen', () => {
    const first = picture({ priority: true });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers the smaller stored copies of one of our pictures, with the width it is shown at', () => {
    const ours = picture();
    expect(ours).toHaveAttribute('src', `/uploads/services/${id}.webp`);
    expect(ours).toHaveAttribute(
      'srcset',
      `/uploads/services/${id}-w400.webp 400w, /uploads/services/${id}-w800.webp 800w`,
    );
    expect(ours).toHaveAttribute('sizes', '(min-width: 640px) 50vw, 100vw');
  });

  it('offers no copies of a picture from elsewhere', () => {
    const elsewhere = picture({ src: 'https://images.example.com/look.jpg' });
    expect(elsewhere).toHaveAttribute('src', 'https://images.example.com/look.jpg');
    expect(elsewhere).not.toHaveAttribute('srcset');
    expect(elsewhere).not.toHaveAttribute('sizes');
  });

  it('shows the fallback when there is no picture', () => {
    render(
      <ImageWithFallback
        src={null}
        width={1}
        height={1}
        sizes="1px"
        className=""
        fallback={<p>No picture</p>}
      />,
    );
    expect(screen.getByText('No picture')).toBeVisible();
  });
});
