import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormSetError,
} from 'react-hook-form';
import type * as core from 'zod/v4/core';
import { ApiError } from './api-client.ts';

/**
 * A form on the contract's rules: react-hook-form with the zod resolver of the contract schema
 * the server refuses with, so the form shows the server's words before any call.
 */
export function useContractForm<In extends FieldValues, Out extends FieldValues>(
  schema: core.$ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver'> = {},
) {
  return useForm<In, unknown, Out>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * The first field with an error in the order the form shows them (the schema's order), for
 * focusing it; `alias` names the input that stands for an error of a composite value.
 */
export function firstErrorField<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
  alias: Record<string, Path<T>> = {},
): Path<T> | undefined {
  const key = order.find((name) => name in errors);
  return key === undefined ? undefined : (alias[key] ?? (key as Path<T>));
}

/**
 * The server's refusal beside the field it names, when the form has that field (a login id taken,
 * a rule only the server can check); false when the caller should show it another way.
 */
export function refusalOnField<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  const field = error instanceof ApiError && fields.find((f) => f === error.field);
  if (!field) return false;
  setError(field, { message: error.message }, { shouldFocus: true });
  return true;
}
