import { afterEach, describe, expect, it } from 'vitest';
import { firstFocusable, keepTabInside } from './focus-trap';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A panel as the dialogs draw it: a Close button holding its icon, then what else they have. */
function panel(body = ''): HTMLElement {
  document.body.innerHTML =
    '<button id="outside">Outside</button>' +
    `<div role="dialog"><button id="close"><svg><use href="#icon-close"></use></svg></button>${body}</div>`;
  return document.querySelector<HTMLElement>('[role="dialog"]')!;
}

function tab(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  keepTabInside(event, document.querySelector<HTMLElement>('[role="dialog"]'));
  return event;
}

describe('keepTabInside', () => {
  it("keeps Tab on a dialog's one button, whose icon is no stop of its own", () => {
    const dialog = panel();
    expect(firstFocusable(dialog)?.id).toBe('close');
    document.getElementById('close')!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('close');
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('close');
  });

  it('goes round from the last element to the first and back, and leaves the others to the browser', () => {
    panel('<a id="link" href="/privacy">Privacy</a><input id="field" /><button id="done">Done</button>');
    document.getElementById('done')!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('close');
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('done');
    document.getElementById('link')!.focus();
    expect(tab().defaultPrevented).toBe(false);
  });

  it('brings focus from outside the dialog into it', () => {
    panel('<button id="done">Done</button>');
    document.getElementById('outside')!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('close');
  });

  it('lets other keys pass', () => {
    panel();
    const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    keepTabInside(event, document.querySelector<HTMLElement>('[role="dialog"]'));
    expect(event.defaultPrevented).toBe(false);
  });
});
