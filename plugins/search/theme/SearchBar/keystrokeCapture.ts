/**
 * Keeps the keys typed right after Ctrl/Cmd+K or "/" while the search modal is not there yet.
 *
 * The modal's code loads on first use, and on a freshly loaded page the site may not even have hydrated
 * when the reader presses the shortcut: keys typed meanwhile went to the page and were lost ("python"
 * became "hon"). The shortcut now focuses a capture field at once, in its own keydown: an inline script
 * (`client/keystrokeCaptureScript.ts`, in every page's head) does so before hydration, the SearchBar after it.
 * The field takes the keys; when the modal's box is there, `handOver` moves the text into it. The field
 * is invisible (button.css), named like the modal's box, and takes no layout.
 */

import { CAPTURE_ID } from '../../client/keystrokeCaptureScript';

/** The capture field, created and focused if it is not there yet. */
export function startKeystrokeCapture(label: string): HTMLInputElement {
  const existing = document.getElementById(CAPTURE_ID);
  if (existing instanceof HTMLInputElement) return existing;
  const field = document.createElement('input');
  field.id = CAPTURE_ID;
  field.type = 'search';
  field.autocomplete = 'off';
  field.setAttribute('aria-label', label);
  document.body.append(field);
  field.focus({ preventScroll: true });
  return field;
}

/** True once a shortcut pressed before hydration has asked for the modal. */
export function captureWaiting(): boolean {
  return document.getElementById(CAPTURE_ID) !== null;
}

/** Removes the capture field and returns what was typed into it. */
export function stopKeystrokeCapture(): string {
  const field = document.getElementById(CAPTURE_ID);
  field?.remove();
  return field instanceof HTMLInputElement ? field.value : '';
}

/** Sets an input's value the way typing does: React tracks it through the native setter, then the event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Moves the captured text into the modal's box, before what the box has taken since it got the focus,
 * and leaves the focus in the box.
 */
export function handOver(box: HTMLInputElement): void {
  const typed = stopKeystrokeCapture();
  box.focus();
  if (typed) typeInto(box, typed + box.value);
}
