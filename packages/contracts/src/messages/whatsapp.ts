/** docs/product.md#2.2: the WhatsApp chat links, each opening with a message already typed. */
export const whatsAppMessages = {
  chat: 'Chat on WhatsApp',
  askSalon: (salon: string) => `Hello ${salon}, I would like to ask about an appointment.`,
  aboutBooking: (salon: string, reference: string, when: string) =>
    `Hello ${salon}, about my booking ${reference} on ${when}: `,
} as const;
