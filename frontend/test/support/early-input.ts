import { EARLY_INPUT_GLOBAL, takeEarlyInput } from '../../src/boot/early-input';

/** A key pressed on the page, as the browser dispatches it. */
export const typeKey = (name: string) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

/** Undoes what a test's head script left: its recording, the page, the marks on <html>, storage. */
export function forgetEarlyInput(): void {
  takeEarlyInput();
  Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
  document.body.innerHTML = '';
  delete document.documentElement.dataset.help;
  delete document.documentElement.dataset.earlyRow;
  document.documentElement.removeAttribute('style');
  window.localStorage.clear();
}
