import { useTranslation } from '../i18n/i18n.ts';
import { refusalText } from '../i18n/refusal-text.ts';

/** The id of a field's error text, for the field's aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/**
 * A form's error beside its field: the contract's message (Korean, verbatim), or its English
 * when English is chosen. Nothing while the field is fine.
 */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  useTranslation(); // re-renders in the other language
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="mt-1 text-xs text-red-700">
      {refusalText(message)}
    </p>
  );
}

/** The field's ARIA state for an error shown by FieldError. */
export function invalidProps(fieldId: string, message: string | undefined) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(fieldId) }
    : { 'aria-invalid': false as const };
}
