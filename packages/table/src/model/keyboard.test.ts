import { describe, expect, it } from 'vitest';
import { boardCommand, type KeyPress, shortcutCommand } from './keyboard.js';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keys at the table', () => {
  it('map to commands on the board', () => {
    expect(boardCommand(press('ArrowLeft'))).toEqual({ kind: 'focus', key: 'ArrowLeft' });
    expect(boardCommand(press('Enter'))).toEqual({ kind: 'activate' });
    expect(boardCommand(press(' '))).toEqual({ kind: 'pick' });
    expect(boardCommand(press('Escape'))).toEqual({ kind: 'let-go' });
    expect(boardCommand(press('z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(boardCommand(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
    expect(boardCommand(press('y', { ctrlKey: true }))).toEqual({ kind: 'redo' });
    expect(boardCommand(press('z', { metaKey: true }))).toEqual({ kind: 'undo' });
    expect(boardCommand(press('h'))).toEqual({ kind: 'hint' });
    expect(boardCommand(press('H', { shiftKey: true }))).toEqual({ kind: 'hint' });
  });

  it('leave other keys and browser shortcuts alone', () => {
    expect(boardCommand(press('Tab'))).toBeUndefined();
    expect(boardCommand(press('ArrowLeft', { altKey: true }))).toBeUndefined();
    expect(boardCommand(press('h', { ctrlKey: true }))).toBeUndefined();
    expect(boardCommand(press('Enter', { ctrlKey: true }))).toBeUndefined();
    expect(shortcutCommand(press('ArrowLeft'))).toBeUndefined();
    expect(shortcutCommand(press('Enter'))).toBeUndefined();
  });
});
