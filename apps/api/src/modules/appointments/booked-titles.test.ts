import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi } from '../../test/booking-builders.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { customerRescheduledMail, salonRescheduleNotice } from '../notifications/notification-mails.ts';
import { reminderMail } from '../notifications/reminder-mail.ts';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

const SINHALA = 'මනාලිය වේශ නිරූපණය';
const TAMIL = 'மணப்பெண் ஒப்பனை';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

let bookings = 0;
/** A customer speaking `language` books a translated service and an untranslated one, each in a slot of its own. */
async function bookedBoth(language: 'en' | 'si' | 'ta') {
  const customer = await signedInCustomer(t);
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/users/language',
    headers: customer.auth,
    payload: { language },
  });
  expect(chosen.statusCode).toBe(204);
  const translated = await createService(t, {
    title: 'Bridal Makeup',
    translations: {
      si: { title: ` ${SINHALA} `, description: 'සම්පූර්ණ වේශ නිරූපණය.' },
      // A blank title is no title: the Tamil customer reads the English one.
      ta: { title: '  ', description: 'முழு ஒப்பனை.' },
    },
  });
  const plain = await createService(t, { title: 'Plain Trim' });
  for (const service of [translated, plain])
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: customer.auth,
      payload: { serviceId: service.id },
    });
  const slot = bookings++;
  const date = bookableDate(t, 3 + Math.floor(slot / 8));
  const response = await bookThroughApi(t, customer, date, `${String(9 + (slot % 8)).padStart(2, '0')}:00`);
  expect(response.statusCode, response.body).toBe(201);
  const appointment = response.json().data.appointment;
  return { customer, appointment, translated, plain };
}

const myAppointments = async (customer: Customer) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/appointments/my-appointments',
    headers: customer.auth,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.appointments;
};

type ServiceLine = { service: { _id: string; title: string; translations?: unknown }; quantity: number };
const lineOf = (appointment: { services: ServiceLine[] }, serviceId: string) =>
  appointment.services.find((line) => line.service._id === serviceId)!;

const mailTo = (to: string, reference: string, subjectPart = '') =>
  eventually(
    () =>
      t.smtp.mails.find(
        (mail) => mail.to === to && mail.text.includes(reference) && mail.subject.includes(subjectPart),
      ),
    `the mail to ${to} about ${reference}`,
  );

describe('booked services keep their Sinhala and Tamil titles', () => {
  it('answers the booking and My Appointments with the titles as booked, trimmed, without descriptions', async () => {
    const { customer, appointment, translated, plain } = await bookedBoth('si');

    expect(lineOf(appointment, translated.id).service).toEqual({
      _id: translated.id,
      title: 'Bridal Makeup',
      price: translated.priceLkr,
      averageTime: translated.durationMinutes,
      translations: { si: { title: SINHALA } },
    });
    expect(lineOf(appointment, plain.id).service).not.toHaveProperty('translations');

    const [listed] = await myAppointments(customer);
    expect(listed._id).toBe(appointment._id);
    expect(lineOf(listed, translated.id).service.translations).toEqual({ si: { title: SINHALA } });
    expect(lineOf(listed, plain.id).service).not.toHaveProperty('translations');
  });

  it('keeps the titles it was booked with after the owner changes the service', async () => {
    const { customer, appointment, translated } = await bookedBoth('ta');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${translated.id}`,
      headers: admin.auth,
      payload: { translations: { si: { title: 'අලුත් නම' }, ta: { title: TAMIL } } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [listed] = await myAppointments(customer);
    expect(listed._id).toBe(appointment._id);
    expect(lineOf(listed, translated.id).service.translations).toEqual({ si: { title: SINHALA } });
  });

  it('presents an appointment booked before titles were kept with its English titles', async () => {
    const { customer, appointment, translated } = await bookedBoth('si');
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment._id));
    const oldShaped = row!.services.map(({ translations: _dropped, ...service }) => service);
    await t.db.update(appointments).set({ services: oldShaped }).where(eq(appointments.id, appointment._id));

    const [listed] = await myAppointments(customer);
    expect(lineOf(listed, translated.id)).toEqual({
      service: {
        _id: translated.id,
        title: 'Bridal Makeup',
        price: translated.priceLkr,
        averageTime: translated.durationMinutes,
      },
      quantity: 1,
    });
  });
});

describe('the mails list the booked services in the customer’s language', () => {
  it('names the services in Sinhala in the confirmation and its calendar file, English where there is none', async () => {
    const { customer, appointment } = await bookedBoth('si');
    const mail = await mailTo(customer.email, appointment.appointmentId);
    expect(mail.text).toContain(`${SINHALA} x 1, Plain Trim x 1`);
    expect(mail.html).toContain(SINHALA);
    expect(mail.text).not.toContain('Bridal Makeup');
    const ics = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics');
    expect(ics!.content.toString()).toContain(`${SINHALA} x 1\\, Plain Trim x 1`);
  });

  it('names them in Sinhala when the salon confirms, while the salon’s own notice stays English', async () => {
    const { customer, appointment } = await bookedBoth('si');
    const notice = await mailTo(admin.email, appointment.appointmentId, 'New booking');
    expect(notice.text).toContain('Services: Bridal Makeup x 1, Plain Trim x 1.');
    expect(notice.text).not.toContain(SINHALA);

    await mailTo(customer.email, appointment.appointmentId);
    const before = t.smtp.countTo(customer.email);
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointment._id}/status`,
      headers: admin.auth,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const confirmation = await t.smtp.waitForMail(customer.email, before);
    expect(confirmation.text).toContain(appointment.appointmentId);
    expect(confirmation.text).toContain(`${SINHALA} x 1, Plain Trim x 1`);
  });

  it('keeps English mails as they were, and the English title for a language without one', async () => {
    const english = await bookedBoth('en');
    const mail = await mailTo(english.customer.email, english.appointment.appointmentId);
    expect(mail.text).toContain('Services: Bridal Makeup x 1, Plain Trim x 1.');

    const tamil = await bookedBoth('ta');
    const tamilMail = await mailTo(tamil.customer.email, tamil.appointment.appointmentId);
    expect(tamilMail.text).toContain('Bridal Makeup x 1, Plain Trim x 1');
    expect(tamilMail.text).not.toContain(SINHALA);
  });
});

describe('the reminder and the moved appointment’s mails', () => {
  it('keeps the booked titles when the customer moves the appointment, and its mail names them in Sinhala', async () => {
    const { customer, appointment, translated } = await bookedBoth('si');
    await mailTo(customer.email, appointment.appointmentId);
    const before = t.smtp.countTo(customer.email);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${appointment._id}/reschedule`,
      headers: customer.auth,
      payload: { date: bookableDate(t, 10), startTime: '16:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(lineOf(moved.json().data.appointment, translated.id).service.translations).toEqual({
      si: { title: SINHALA },
    });
    const mail = await t.smtp.waitForMail(customer.email, before);
    expect(mail.text).toContain(appointment.appointmentId);
    expect(mail.text).toContain(`${SINHALA} x 1, Plain Trim x 1`);
  });

  const rowOf = async (id: string) =>
    (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('name the booked services in Tamil for a Tamil customer, and in English for the salon', async () => {
    const { customer, appointment, translated } = await bookedBoth('ta');
    const row = await rowOf(appointment._id);
    // Its Tamil title was blank at booking; here it is as if one had been booked.
    const withTamil = {
      ...row,
      services: row.services.map((service) =>
        service.serviceId === translated.id
          ? { ...service, translations: { ta: { title: TAMIL } } }
          : service,
      ),
    };
    const person = {
      name: customer.name,
      email: customer.email,
      phone: null,
      phoneConfirmedAt: null,
      language: 'ta' as const,
    };
    const endsAt = new Date(row.startsAt.getTime() + 3_600_000);
    const now = t.clock.now();

    const reminder = reminderMail(withTamil, person, endsAt, now, 'https://salon.lk');
    expect(reminder.text).toContain(`${TAMIL} x 1, Plain Trim x 1`);
    const reminderIcs = reminder.attachments!.find((file) => file.filename === 'appointment.ics')!;
    expect(String(reminderIcs.content)).toContain(`${TAMIL} x 1\\, Plain Trim x 1`);

    const previous = { date: row.date, startTime: '08:00', endTime: '09:00' };
    const booking = { appointment: withTamil, customer: person, endsAt };
    const moved = customerRescheduledMail(booking, previous, 'https://salon.lk', now);
    expect(moved.text).toContain(`${TAMIL} x 1, Plain Trim x 1`);
    expect(moved.text).not.toContain('Bridal Makeup');

    const notice = salonRescheduleNotice(admin.email, booking, previous, 'https://salon.lk');
    expect(notice.text).toContain('Services: Bridal Makeup x 1, Plain Trim x 1.');
  });
});
