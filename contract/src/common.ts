import { z } from 'zod';

export { CommonMessage } from './common-messages.ts';
export {
  ErrorCode,
  Limits,
  Breakpoints,
  SESSION_EXPIRE_HEADER,
  CONTEXT_UUID_HEADER,
  FRONT_ORIGIN_COOKIE,
} from './constants.ts';

/** Integer won. The brand keeps a price from being mixed up with a count. */
export const won = z.number().int().min(0).max(2_147_483_647);

/** A row's number (an integer key of the database): 1 to 2,147,483,647. */
export const rowId = z.number().int().min(1).max(2_147_483_647);
/** A row's number read from a query string. */
export const rowIdParam = z.coerce.number().int().min(1).max(2_147_483_647);
export type Won = number;

/** The values of a message built from them (message-template.ts). */
export const messageParams = z.record(z.string(), z.string());

/** A message with its code and values, as a line of a file's problems or of a refusal. */
export const codedMessage = z.object({
  message: z.string(),
  messageCode: z.string().optional(),
  messageParams: messageParams.optional(),
});

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    /** The code of a contract message (message-codes.ts), for its text in another language. */
    messageCode: z.string().optional(),
    /** The values of a message built from them, by the names its template gives (decision 0305). */
    messageParams: messageParams.optional(),
    /** A message of several lines (one per refused item): each line's code and values. */
    messageParts: z.array(codedMessage).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A trimmed text of at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max);

export const pageQuery = z.coerce.number().int().min(1).max(100_000);

/** A Korean mobile number (010-1234-5678, 01012345678): the ARS text and the address book need one. */
export const KOREAN_MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;

/** A cache-buster the browser may add to a call: any scalar, never read. */
export const cacheBuster = z.union([z.string().max(40), z.number(), z.boolean()]).optional();
