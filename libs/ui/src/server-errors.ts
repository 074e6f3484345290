import type { FormInstance } from 'antd';
import { isApiError } from '@clinic/api-client';

/** `meals.0.description` → `['meals', 0, 'description']`, the name path antd's Form uses. */
export function toNamePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts the server's field errors (`errors[]` of a 400) on the form's matching fields, so a person
 * sees what to fix where they typed it. Returns whether any field was marked; the caller shows the
 * message as a toast only when none was (an error about no field in particular).
 */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || error.errors.length === 0) return false;
  const known = error.errors.filter(({ field }) => form.getFieldInstance(toNamePath(field)) !== undefined || form.getFieldValue(toNamePath(field)) !== undefined);
  if (known.length === 0) return false;
  const byField = new Map<string, string[]>();
  for (const { field, message } of known) byField.set(field, [...(byField.get(field) ?? []), message]);
  form.setFields([...byField].map(([field, errors]) => ({ name: toNamePath(field), errors })));
  form.scrollToField(toNamePath(known[0].field));
  return true;
}
