// Page text printed in messages (code frames, keys, parser reasons) must not
// drive the terminal: escape sequences and other control characters in a page
// are shown as visible `\x1b`-style escapes instead of being sent raw.

/** `text` with every C0/C1 control character except tab and newline made visible. */
export function terminalSafe(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/**
 * A file name as printed in a message: every control character made visible, tab and newline
 * too (a page named `new\nline.md` would otherwise break its `file:line:column` over two lines,
 * and one named with an escape sequence would drive the terminal).
 */
export function fileNameSafe(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => (char === '\t' ? '\\t' : char === '\n' ? '\\n' : char === '\r' ? '\\r' : `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`));
}

/**
 * A value as a message names it: its JSON (a string quoted), cut after `max`
 * characters, control characters made visible. What JSON cannot write as
 * itself is named otherwise: `undefined`, `NaN`, `Infinity` and a function by
 * `String`, a cyclic object by its type (`[object Object]`).
 */
export function shownValue(value: unknown, max: number): string {
  let text: string;
  if (typeof value === 'number' && !Number.isFinite(value)) text = String(value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
  }
  return terminalSafe(text.length > max ? `${text.slice(0, max)}…` : text);
}
