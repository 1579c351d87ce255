import { render, screen, within } from '@testing-library/react';
import { Scissors, UserRound } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { AdminListRow } from './admin-list-row.tsx';

const row = (imageUrl: string | null, imageShape: 'round' | 'square') =>
  render(
    <ul>
      <AdminListRow
        imageUrl={imageUrl}
        imageShape={imageShape}
        fallbackIcon={imageShape === 'round' ? UserRound : Scissors}
        title={<p>Nimali</p>}
        summary="2 services"
        actions={<button type="button">Edit</button>}
      />
    </ul>,
  );

describe('a back-office list row (services, team)', () => {
  it('shows the picture, the name, the summary and the actions in one list item', () => {
    const { container } = row('/uploads/avatars/nimali.webp', 'round');
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Nimali')).toBeInTheDocument();
    expect(within(item).getByText('2 services')).toHaveClass('text-ink-muted');
    expect(within(item).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveClass('rounded-full');
  });

  it('puts the icon in the picture’s place, in the same shape, when there is none', () => {
    const { container } = row(null, 'square');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')?.parentElement).toHaveClass('rounded-xl', 'size-14');
  });
});
