import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/fake-api.ts';
import { ProfileCompletionCard } from './profile-completion-card.tsx';

const image = '/uploads/avatars/a.webp';

describe('profile completion card', () => {
  it.each([
    ['nothing filled', { profileImage: null, phone: null, address: null }, 0, 'bg-red-500'],
    ['one of three', { profileImage: null, phone: '0771234567', address: null }, 33, 'bg-red-500'],
    ['two of three', { profileImage: image, phone: '0771234567', address: null }, 67, 'bg-yellow-400'],
    ['all three', { profileImage: image, phone: '0771234567', address: 'Colombo 07' }, 100, 'bg-emerald-500'],
  ])('%s: %i%% in %s', (_, fields, percent, colour) => {
    render(<ProfileCompletionCard user={buildUser(fields)} />);
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar.firstElementChild).toHaveClass(colour);
    expect(bar.firstElementChild).toHaveStyle({ width: `${percent}%` });
    expect(screen.getByText(`${percent}%`)).toBeInTheDocument();
  });

  it('marks each checklist item done or not done', () => {
    render(
      <ProfileCompletionCard user={buildUser({ profileImage: null, phone: '0771234567', address: '  ' })} />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile Picture(not done yet)', 'Phone Number(done)', 'Address(not done yet)']);
  });
});
