import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call: its path under the versioned prefix and the schemas of what goes in and out. */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  query?: Query;
  body?: Body;
  response: Response;
}

/** An endpoint whose query and body are known to exist when it declares them. */
export type DefinedEndpoint<
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
> = Endpoint<Query, Body, Response> &
  (Query extends z.ZodType ? { query: Query } : { query?: undefined }) &
  (Body extends z.ZodType ? { body: Body } : { body?: undefined });

export function defineEndpoint<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Query, Body, Response>): DefinedEndpoint<Query, Body, Response> {
  return endpoint as DefinedEndpoint<Query, Body, Response>;
}

/** The 200 answer of a download: a file (CSV, XLSX or PDF), sent as it is, not as JSON. */
export const ZFileAnswer = z.unknown();

/** spec §8: every error body carries a `message` the UI can show. */
export const ZErrorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  statusCode: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
