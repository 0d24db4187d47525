/**
 * What a key press means at the table, as plain data so it can be tested without a
 * browser. Arrow keys, Home and End move the focus; Enter taps (or drops what is held);
 * Space picks up (or drops); Escape lets go; Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo;
 * H asks for a hint. On a Mac, Cmd works as Ctrl.
 */
import type { FocusKey } from './focus.js';

export type Command =
  | { readonly kind: 'focus'; readonly key: FocusKey }
  | { readonly kind: 'activate' }
  | { readonly kind: 'pick' }
  | { readonly kind: 'let-go' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'hint' };

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

const FOCUS_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
];

/** Shortcuts that work anywhere in the table, not only on the board. */
export function shortcutCommand(press: KeyPress): Command | undefined {
  const command = press.ctrlKey || press.metaKey;
  if (press.altKey) return undefined;
  const key = press.key.toLowerCase();
  if (command && key === 'z') return { kind: press.shiftKey ? 'redo' : 'undo' };
  if (command && key === 'y' && !press.shiftKey) return { kind: 'redo' };
  if (!command && key === 'h') return { kind: 'hint' };
  return undefined;
}

/** Keys of the board itself (it holds the focus), then the shortcuts. */
export function boardCommand(press: KeyPress): Command | undefined {
  const plain = !press.ctrlKey && !press.metaKey && !press.altKey;
  if (plain && FOCUS_KEYS.includes(press.key)) return { kind: 'focus', key: press.key as FocusKey };
  if (plain && press.key === 'Enter') return { kind: 'activate' };
  if (plain && (press.key === ' ' || press.key === 'Spacebar')) return { kind: 'pick' };
  if (press.key === 'Escape') return { kind: 'let-go' };
  return shortcutCommand(press);
}
