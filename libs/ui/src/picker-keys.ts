import type { KeyboardEvent } from 'react';

/**
 * A picker's `onKeyDown`: Enter picks the typed or highlighted value (the picker's own handling
 * still runs), but does not also submit the form around it, which would send a half-filled form.
 */
export function keepEnterInPicker(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}
