import type { FormInstance } from 'antd';
import { isApiError } from '@clinic/api-client';

type NamePath = (string | number)[];

/** `meals.0.description` → `['meals', 0, 'description']`, the name path antd's Form uses. */
export function toNamePath(field: string): NamePath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const key = (path: NamePath) => path.join('\u0000');

/**
 * The form field a server error belongs under: the field of that path, or the nearest one holding
 * it (`slots.0.startTime` under the time range `slots.0`). Lists and groups that only hold other
 * fields show no message of their own, so an error about one of them is left to the caller.
 */
function fieldFor(path: NamePath, fields: ReadonlyMap<string, NamePath>): NamePath | undefined {
  for (let end = path.length; end > 0; end--) {
    const found = fields.get(key(path.slice(0, end)));
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts the server's field errors (`errors[]` of a 400) on the form's matching fields, so a person
 * sees what to fix where they typed it. Returns whether any field was marked; the caller shows the
 * message as a toast only when none was (an error about no field in particular).
 */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || error.errors.length === 0) return false;
  const names = form.getFieldsError().map(({ name }) => name as NamePath);
  // Only fields a person sees: a list's own entry holds its rows' fields.
  const shown = names.filter((name) => !names.some((other) => other.length > name.length && key(other.slice(0, name.length)) === key(name)));
  const fields = new Map(shown.map((name) => [key(name), name]));
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  for (const { field, message } of error.errors) {
    const name = fieldFor(toNamePath(field), fields);
    if (!name) continue;
    const entry = byField.get(key(name)) ?? { name, errors: [] };
    entry.errors.push(message);
    byField.set(key(name), entry);
  }
  if (byField.size === 0) return false;
  const marked = [...byField.values()];
  form.setFields(marked);
  form.scrollToField(marked[0].name);
  return true;
}
