import { ZErrorResponse } from '@songstats/contract';

/** Every route documents its 4xx answers: `{ message }` (spec §8). */
export const errorResponses = { '4xx': ZErrorResponse } as const;
