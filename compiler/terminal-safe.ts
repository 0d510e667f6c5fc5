// Page text printed in messages (code frames, keys, parser reasons) must not
// drive the terminal: escape sequences and other control characters in a page
// are shown as visible `\x1b`-style escapes instead of being sent raw.

/** `text` with every C0/C1 control character except tab and newline made visible. */
export function terminalSafe(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
