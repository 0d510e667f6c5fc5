// JSON a site's author wrote (sidebars.json, _category_.json), parsed as Docusaurus reads it: Node's
// require of a .json file and js-yaml both drop a UTF-8 byte order mark at the start (Windows editors
// write one), where JSON.parse failed on it: "Unexpected token '﻿', "﻿{"label"…" is not valid JSON",
// naming a character no one can see in a file Docusaurus builds.

/** `text` without a leading byte order mark. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseJsonText(text: string): unknown {
  return JSON.parse(withoutBom(text));
}
