import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { calendarDaysOf } from '../../lib/bookable-days.ts';
import { loadCatalogue, translate } from '../../lib/language.ts';
import { LanguageProvider } from '../../lib/use-language.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import type { CalendarDay } from './month-calendar.tsx';

// December 2026 starts on a Tuesday; the 6th is a Sunday.
const days: Record<string, CalendarDay> = {
  '2026-12-02': { marked: true, label: '3 times left' },
  '2026-12-06': { disabled: true, label: 'closed' },
};

function Harness({ onSelect }: { onSelect: (date: string) => void }) {
  const [month, setMonth] = useState('2026-12');
  const [selected, setSelected] = useState<string | null>('2026-12-01');
  return (
    <MonthCalendar
      label="Choose a date"
      month={month}
      days={days}
      selected={selected}
      today="2026-12-01"
      lastMonth="2027-01"
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
      onMonthChange={setMonth}
    />
  );
}

const focusedDate = () => document.activeElement?.getAttribute('data-date');

describe('the month calendar', () => {
  it('names each day by its full date and state, with one tab stop on the chosen day', () => {
    render(<Harness onSelect={() => {}} />);
    const grid = screen.getByRole('grid', { name: 'Choose a date, December 2026' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons).toHaveLength(31);
    expect(buttons.filter((button) => button.tabIndex === 0).map((b) => b.dataset.date)).toEqual([
      '2026-12-01',
    ]);
    expect(
      screen.getByRole('button', { name: 'Wednesday, December 2, 2026, 3 times left' }),
    ).toBeInTheDocument();
    const sunday = screen.getByRole('button', { name: 'Sunday, December 6, 2026, closed' });
    expect(sunday).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday, December 1, 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('moves by day, week and month with the keyboard and chooses with Enter, never a disabled day', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: /^Tuesday, December 1, 2026/ }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-02'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-09'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-07'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-06'));
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-06'));
    // November is before today's month: the focus stays in December.
    await user.keyboard('{ArrowUp}');
    expect(focusedDate()).toBe('2026-12-06');
    expect(screen.getByRole('grid', { name: 'Choose a date, December 2026' })).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'Choose a date, January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(focusedDate()).toBe('2027-01-06'));
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith('2027-01-06');
    await user.keyboard('{PageDown}');
    // January is the last month shown.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(focusedDate()).toBe('2027-01-06');
  });

  it("names the month, the weekdays and each day's state in the visitor's language", async () => {
    const catalogue = await loadCatalogue('si');
    // The days' words as the booking page makes them, from the server's states.
    const siDays = calendarDaysOf(
      '2026-12',
      {
        month: '2026-12',
        firstBookableDate: '2026-12-02',
        days: [
          { date: '2026-12-02', state: 'few', slotsLeft: 3 },
          { date: '2026-12-03', state: 'open', slotsLeft: 9 },
          { date: '2026-12-06', state: 'closed', slotsLeft: 0 },
        ],
      },
      (text, values) => translate(catalogue, text, values),
    );
    render(
      <LanguageProvider language="si">
        <MonthCalendar
          label="දිනයක් තෝරන්න"
          month="2026-12"
          days={siDays}
          selected={null}
          today="2026-12-01"
          onSelect={() => {}}
          onMonthChange={() => {}}
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole('grid', { name: 'දිනයක් තෝරන්න, 2026 දෙසැම්බර්' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2026 දෙසැම්බර්' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '2026 දෙසැම්බර් 2, බදාදා, වේලාවන් 3 ක් ඉතිරියි' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '2026 දෙසැම්බර් 3, බ්‍රහස්පතින්දා, ලබා ගත හැක' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2026 දෙසැම්බර් 6, ඉරිදා, වසා ඇත' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'පෙර මාසය' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ඊළඟ මාසය' })).toBeEnabled();
    expect(screen.getByTitle('සඳුදා')).toHaveTextContent('සඳු');
  });

  it("keeps the English names byte for byte, and the days' English words without a translator", () => {
    const englishDays = calendarDaysOf('2026-12', {
      month: '2026-12',
      firstBookableDate: '2026-12-02',
      days: [
        { date: '2026-12-02', state: 'few', slotsLeft: 1 },
        { date: '2026-12-05', state: 'full', slotsLeft: 0 },
      ],
    });
    expect(englishDays['2026-12-02']).toEqual({ disabled: false, marked: true, label: '1 time left' });
    expect(englishDays['2026-12-05']?.label).toBe('fully booked');
    render(<Harness onSelect={() => {}} />);
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByTitle('Monday')).toHaveTextContent(/^Mo$/);
  });
});
