import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback.tsx';

const picture = (priority?: boolean) =>
  render(
    <ImageWithFallback
      src="/uploads/services/a.webp"
      width={640}
      height={480}
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
    const first = picture(true);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the fallback when there is no picture', () => {
    render(<ImageWithFallback src={null} width={1} height={1} className="" fallback={<p>No picture</p>} />);
    expect(screen.getByText('No picture')).toBeVisible();
  });
});
