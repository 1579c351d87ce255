import { describe, expect, it } from 'vitest';
import { createOfferRequestSchema } from './offers.ts';

const SERVICE_ID = '8f14e45f-ceea-4e67-8f1c-0b5a3f6a1d2e';

const servicesMessage = (services: unknown) =>
  createOfferRequestSchema.safeParse({ services }).error?.issues.find((issue) => issue.path[0] === 'services')
    ?.message;

describe('offer services field (multipart text)', () => {
  it.each([
    [`["${SERVICE_ID}"]`, undefined],
    [SERVICE_ID, undefined],
    ['[not json', 'Services must be a list of service ids'],
    ['{"a":1}', 'Each service must be a service id'],
    ['[1, 2]', 'Each service must be a service id'],
    [`[{"_id":"${SERVICE_ID}"}]`, 'Each service must be a service id'],
    ['[]', 'Choose at least one service for the offer'],
    [{ ids: [SERVICE_ID] }, 'Services must be a list of service ids'],
  ])('%j answers %j', (services, message) => {
    expect(servicesMessage(services)).toBe(message);
  });
});
