import type * as core from 'zod/v4/core';

/** What a form rule refuses: the field (dotted path) and the message a person reads. */
export interface Refusal {
  field: string;
  message: string;
}

/**
 * The first problem a form's schema finds, in the order of its fields, or null when the value
 * passes. The server answers it as its 400 (one message, the field named); the web's forms read
 * the same schema through react-hook-form, so both refuse the same input with the same words.
 */
export function firstRefusal(schema: core.$ZodType, value: unknown): Refusal | null {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('form rules are synchronous');
  const issue = result.issues?.[0];
  if (!issue) return null;
  const field = (issue.path ?? [])
    .map((p) => (typeof p === 'object' ? String(p.key) : String(p)))
    .join('.');
  return { field, message: issue.message };
}
