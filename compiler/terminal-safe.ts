// Page text printed in messages (code frames, keys, parser reasons) must not
// drive the terminal: escape sequences and other control characters in a page
// are shown as visible `\x1b`-style escapes instead of being sent raw. So are
// the bidirectional overrides (U+202E…): a file named `\u202Eevil.md` reversed
// the rest of every message line naming it, as "Trojan Source" hides code; and
// the invisible characters that make two names look alike.

/**
 * The bidirectional formatting characters (they reorder the text after them as it is shown) and the
 * invisible ones that join nothing (`zero\u200bwidth.md` looks like `zerowidth.md`). Not the joiners
 * U+200C/U+200D, which Persian words and emoji sequences hold.
 */
const HIDDEN = '\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff';
const UNSAFE_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${HIDDEN}]`, 'g');

/** `text` with every C0/C1 control character except tab and newline, every bidirectional control and invisible character, made visible. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE_TEXT, visible);
}

/** `\x1b` for a control character, `\u202e` for a character past U+00FF. */
function visible(char: string): string {
  const code = char.charCodeAt(0);
  return code > 0xff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\x${code.toString(16).padStart(2, '0')}`;
}

/**
 * A file name as printed in a message: every control character made visible, tab and newline
 * too (a page named `new\nline.md` would otherwise break its `file:line:column` over two lines,
 * and one named with an escape sequence would drive the terminal), and the characters `terminalSafe` shows.
 */
export function fileNameSafe(name: string): string {
  return name.replace(UNSAFE_NAME, (char) => (char === '\t' ? '\\t' : char === '\n' ? '\\n' : char === '\r' ? '\\r' : visible(char)));
}

const UNSAFE_NAME = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${HIDDEN}]`, 'g');

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
