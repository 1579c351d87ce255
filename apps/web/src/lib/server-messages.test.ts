import { bookableOnceMessage, cartMessages, wrongAmountMessage } from '@salon/contracts';
import type { MessageRef } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './api-error.ts';
import { apiErrorFromAnswer } from './error-answer.ts';
import { englishCatalogue, loadCatalogue, translate } from './language.ts';

/** The server's envelope of a refusal (apps/api/src/lib/errors.ts errorEnvelope), as it arrives. */
const refusal = (code: string, message: string, ref?: MessageRef) =>
  apiErrorFromAnswer({
    status: 409,
    payload: { status: 'error', message, code, ...(ref && { messageId: ref.id, params: ref.params }) },
    retryAfter: null,
  });

describe('a server message by id (docs/decisions/0035-messages-by-id.md)', () => {
  const title = 'Hair Cut & Style (30 min)';
  const onceRefusal = refusal('CONFLICT', cartMessages.bookableOnce(title), bookableOnceMessage(title));

  it('is formatted from its id and values in Sinhala and Tamil, the name kept as the server sent it', async () => {
    const [sinhala, tamil] = await Promise.all([loadCatalogue('si'), loadCatalogue('ta')]);
    const message = errorMessage(onceRefusal, cartMessages.addFailed);
    expect(message).toEqual({ id: '{title} can be booked once per visit', params: { title } });
    expect(translate(sinhala, message)).toBe('Hair Cut & Style (30 min) එක් පැමිණීමකදී වෙන්කළ හැක්කේ එක් වරක් පමණි');
    expect(translate(tamil, message)).toBe(
      'Hair Cut & Style (30 min) ஐ ஒரு வருகைக்கு ஒருமுறை மட்டுமே முன்பதிவு செய்ய முடியும்',
    );
    const fee = errorMessage(
      refusal('FEE_CHANGED', 'The booking fee is LKR 1500', wrongAmountMessage(1500)),
      cartMessages.addFailed,
    );
    expect(translate(sinhala, fee)).toBe('වෙන්කිරීමේ ගාස්තුව රු. 1500 කි');
    expect(translate(tamil, fee)).toBe('முன்பதிவுக் கட்டணம் LKR 1500');
  });

  it('reads in English exactly as the server wrote it', () => {
    expect(translate(englishCatalogue, errorMessage(onceRefusal, cartMessages.addFailed))).toBe(
      `${title} can be booked once per visit`,
    );
  });

  it('is its own text when the answer carries no id, and the fallback when it carries no words', async () => {
    const sinhala = await loadCatalogue('si');
    const plain = refusal('CONFLICT', cartMessages.offerInCart);
    expect(errorMessage(plain, cartMessages.addFailed)).toEqual({ id: cartMessages.offerInCart });
    expect(translate(sinhala, errorMessage(plain, cartMessages.addFailed))).not.toBe(
      cartMessages.offerInCart,
    );
    expect(errorMessage(new Error('boom'), cartMessages.addFailed)).toEqual({ id: cartMessages.addFailed });
  });

  it('never takes the id of words the screen does not show', () => {
    // A server fault shows the global text, not the server's words, so not their id either.
    const fault = apiErrorFromAnswer({
      status: 500,
      payload: {
        status: 'error',
        message: 'Server error. Please try again later',
        messageId: 'x',
        code: 'INTERNAL',
      },
      retryAfter: null,
    });
    expect(errorMessage(fault, cartMessages.addFailed)).toEqual({
      id: 'Server error. Please try again later',
    });
  });
});
