import type { CartResponse } from '@salon/contracts';
import { envelopeWith } from '../../../lib/response-shape.ts';

/** Every cart call answers with the whole cart; the nav bar's cart count reads it on every page. */
export const cartAnswerShape = envelopeWith<CartResponse>({ cart: 'object' });
