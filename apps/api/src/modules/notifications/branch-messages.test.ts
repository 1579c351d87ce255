import { describe, expect, it } from 'vitest';
import { appointmentSms, branchMoveSms } from './appointment-sms.ts';
import { branchLines, eventLocation } from './appointment-mail-parts.ts';

// docs/decisions/0045-branches.md: with two or more branches the texts, mails and calendar
// events name the branch; with one they read as they always did.
const appointment = { reference: 'SAL-1A2B3C4D', date: '2026-12-04', startTime: '10:00' };
const nugegoda = {
  name: 'Nugegoda',
  address: 'No. 118, High Level Road, Nugegoda',
  phone: null,
  mapUrl: null,
  named: true,
};

describe('the branch in messages', () => {
  it('names the branch in the booking text, with the stylist when it stays one SMS', () => {
    const sms = appointmentSms(
      'bookingConfirmed',
      { ...appointment, stylistName: 'Kasun', branchName: 'Nugegoda' },
      '0771234567',
      'https://salon.lk',
    );
    expect(sms!.text).toBe(
      'Salon: your booking SAL-1A2B3C4D is on Fri 4 Dec 2026 at 10:00 AM with Kasun, Nugegoda branch. Manage it at https://salon.lk/profile/appointments',
    );
    expect(sms!.text.length).toBeLessThanOrEqual(160);
    const tamil = appointmentSms(
      'reminder',
      { ...appointment, branchName: 'Nugegoda' },
      '0771234567',
      'https://salon.lk',
      'ta',
    );
    expect(tamil!.text).toContain('Nugegoda கிளையில்');
  });

  it('leaves the branch out with one branch', () => {
    const sms = appointmentSms('bookingConfirmed', appointment, '0771234567', 'https://salon.lk');
    expect(sms!.text).not.toContain('branch');
    expect(branchLines({ ...nugegoda, named: false })).toEqual([]);
    expect(eventLocation({ ...nugegoda, named: false })).toBe('Salon, No. 42, Galle Road, Colombo 03');
  });

  it('names the branch and its address in the mails and the calendar event', () => {
    expect(branchLines(nugegoda)).toEqual(['Branch: Nugegoda, No. 118, High Level Road, Nugegoda.']);
    expect(branchLines(nugegoda, 'si')).toEqual(['ශාඛාව: Nugegoda, No. 118, High Level Road, Nugegoda.']);
    expect(eventLocation(nugegoda)).toBe('Salon Nugegoda, No. 118, High Level Road, Nugegoda');
  });

  it('names the branch a move left and the new one; in English the address only while it stays one SMS', () => {
    const move = { from: 'Colombo 3', to: nugegoda };
    const english = branchMoveSms(
      move,
      { ...appointment, stylistName: 'Kasun' },
      '0771234567',
      'https://salon.lk',
    );
    expect(english!.text).toBe(
      'Salon: your booking SAL-1A2B3C4D has moved from Colombo 3 to Nugegoda: Fri 4 Dec 2026 at 10:00 AM with Kasun. Manage it at https://salon.lk/profile/appointments',
    );
    expect(english!.text.length).toBeLessThanOrEqual(160);
    // Names too long for one SMS still go: the customer must not go to the branch it left.
    const long = branchMoveSms(
      { from: 'Colombo 3 Galle Road Flagship', to: { ...nugegoda, name: 'Nugegoda High Level Road' } },
      appointment,
      '0771234567',
      'https://salon.lk',
    );
    expect(long!.text).toContain('moved from Colombo 3 Galle Road Flagship to Nugegoda High Level Road:');
    const sinhala = branchMoveSms(move, appointment, '0771234567', 'https://salon.lk', 'si');
    expect(sinhala!.text).toContain(
      'Colombo 3 ශාඛාවේ සිට Nugegoda ශාඛාවට (No. 118, High Level Road, Nugegoda) මාරු කර ඇත',
    );
  });
});
