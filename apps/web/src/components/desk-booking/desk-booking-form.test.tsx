import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeskBookingFinish } from './desk-booking-finish.tsx';
import { DeskServiceChecklist } from './desk-service-checklist.tsx';
import type { ChecklistService } from './desk-service-checklist.tsx';
import { WalkInCustomerFields } from './walk-in-customer-fields.tsx';
import type { WalkInCustomer } from './walk-in-customer-fields.tsx';

// The pieces the owner's desk dialog and a stylist's walk-in dialog share (docs/decisions/0040-front-desk.md).
const cut: ChecklistService = { _id: 's1', title: 'Ladies Haircut', description: '', price: 3500 };
const colour: ChecklistService = { _id: 's2', title: 'Hair Colour', description: '', price: 9000 };

function Checklist({
  showPrice = false,
  services = [cut, colour],
}: {
  showPrice?: boolean;
  services?: ChecklistService[];
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <DeskServiceChecklist
        services={services}
        isPending={false}
        error={undefined}
        emptyText="This branch offers no services to book yet."
        showPrice={showPrice}
        chosen={chosen}
        onChange={setChosen}
      />
      <output aria-label="chosen">{chosen.join(',')}</output>
    </>
  );
}

describe('the desk booking form pieces', () => {
  it('lists the services given, with their prices where asked, and toggles the chosen ones', async () => {
    const user = userEvent.setup();
    render(<Checklist showPrice />);
    const haircut = screen.getByLabelText('Ladies Haircut');
    expect(haircut).toHaveAccessibleDescription('LKR 3,500');
    expect(screen.getByLabelText('Hair Colour')).toHaveAccessibleDescription('LKR 9,000');
    await user.click(haircut);
    await user.click(screen.getByLabelText('Hair Colour'));
    await user.click(haircut);
    expect(screen.getByLabelText('chosen')).toHaveTextContent(/^s2$/);
  });

  it('shows no price unless asked, and says so when there is nothing to book', () => {
    const { unmount } = render(<Checklist />);
    expect(screen.queryByText('LKR 3,500')).toBeNull();
    unmount();
    render(<Checklist services={[]} />);
    expect(screen.getByText('This branch offers no services to book yet.')).toBeInTheDocument();
  });

  it('asks for a customer’s e-mail only where the dialog wants it, and reports each change', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    function Fields({ withEmail }: { withEmail: boolean }) {
      const [value, setValue] = useState<WalkInCustomer>({ name: '', phone: '', language: 'en' });
      return (
        <WalkInCustomerFields
          value={value}
          withEmail={withEmail}
          onChange={(next) => {
            changes(next);
            setValue(next);
          }}
        />
      );
    }
    const { unmount } = render(<Fields withEmail={false} />);
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Language of their messages'), 'ta');
    expect(changes).toHaveBeenLastCalledWith({ name: '', phone: '', language: 'ta' });
    unmount();
    render(<Fields withEmail />);
    await user.type(screen.getByLabelText(/Email/), 'a');
    expect(changes).toHaveBeenLastCalledWith({ name: '', phone: '', language: 'en', email: 'a' });
  });

  it('offers only free starts once services are chosen, and a refused time’s nearest starts to take', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    const finish = (hasServices: boolean) => (
      <form>
        <DeskBookingFinish
          date="2026-11-23"
          onDateChange={() => undefined}
          start=""
          onStartChange={onStart}
          hasServices={hasServices}
          starts={{
            data: ['09:00', '14:00'],
            isPending: false,
            isFetching: false,
            isError: false,
            error: null,
          }}
          feeName="fee"
          fee="due-at-desk"
          onFeeChange={() => undefined}
          error={hasServices ? 'This time was just taken' : undefined}
          nearest={['14:00']}
          isBooking={false}
          onCancel={() => undefined}
        />
      </form>
    );
    const { rerender } = render(finish(false));
    expect(screen.getByLabelText('Start time')).toBeDisabled();
    expect(screen.getByText('Choose the services first')).toBeInTheDocument();
    rerender(finish(true));
    const start = screen.getByLabelText('Start time');
    expect(
      within(start)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a time', '9:00 AM', '2:00 PM']);
    expect(screen.getByLabelText('To pay at the visit')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Take 2:00 PM' }));
    expect(onStart).toHaveBeenCalledWith('14:00');
  });
});
