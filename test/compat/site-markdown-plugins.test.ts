// Remark and rehype plugins a Docusaurus site keeps in files of its own
// (risc0/risc0's `import rustCode from './src/remark/rust'`, which hides the
// `# ` lines of Rust blocks): read without running, such a module is a function
// that uses what it imports, which a written config cannot hold as code. init
// carries each as an import of its file, in the list it came from, whether the
// config imports it (default or named export) or requires it; the build then
// runs it as Docusaurus does. A plugin file that is missing is named.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, readPage, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const SITE = {
  'docusaurus.config.js': `import rustCode from "./src/remark/rust";
import { shout } from "./src/remark/words.mjs";

export default async function createConfigAsync() {
  return {
    title: "Own plugins", url: "https://own.example", baseUrl: "/",
    presets: [["classic", { docs: {
      routeBasePath: "/", sidebarPath: false,
      remarkPlugins: [rustCode, [shout, { word: "loud" }]],
      rehypePlugins: [require("./src/rehype/mark-tables.cjs")],
      beforeDefaultRemarkPlugins: [require("./src/remark/missing")],
    }, blog: false }]],
  };
}
`,
  // An ES module importing a helper of the site's: neither is read as code by init.
  'src/remark/rust.js': `import { visit } from "../lib/visit.js";

// Remove lines starting with \`# \`: they make the doc tests pass but are not shown.
export default function plugin() {
  return function transformer(tree) {
    visit(tree, "code", (node) => {
      if (node.lang === "rust") node.value = node.value.split("\\n").filter((line) => !line.startsWith("# ")).join("\\n");
    });
  };
}
`,
  'src/lib/visit.js': `export function visit(node, type, each) {
  if (node.type === type) each(node);
  for (const child of node.children ?? []) visit(child, type, each);
}
`,
  'src/remark/words.mjs': `import { visit } from "../lib/visit.js";
export function shout(options) {
  return (tree) => visit(tree, "text", (node) => { node.value = node.value.replace(options.word, options.word.toUpperCase()); });
}
`,
  'src/rehype/mark-tables.cjs': `const tagged = (node) => { if (node.tagName === "table") node.properties.dataOwn = "yes"; (node.children || []).forEach(tagged); };
module.exports = function markTables() { return (tree) => tagged(tree); };
`,
  'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nA loud page.\n\n```rust\n# use std::io;\nfn main() {}\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
};

describe("init and the build on a site's own remark and rehype plugin files", () => {
  it('imports each plugin file in pxdocs.config.mjs, names the missing one, and the build runs them', async () => {
    const dir = await makeTempDir('pxdocs-own-plugins-');
    await writeFiles(dir, SITE);
    const init = await runInit(dir);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /^import plugin\d+ from "\.\/src\/remark\/rust\.js";$/m);
    assert.match(written, /^import \* as plugin\d+ from "\.\/src\/remark\/words\.mjs";$/m);
    assert.match(written, /^import plugin\d+ from "\.\/src\/rehype\/mark-tables\.cjs";$/m);
    // Its options are carried with it; a named export is read as a package's is.
    assert.match(written, /\[\s*\(plugin\d+\["shout"\] \?\? plugin\d+\.default\?\.\["shout"\]\),\s*\{\s*"word": "loud"\s*\}\s*\]/);
    assert.doesNotMatch(output, /rust|words\.mjs|mark-tables/, 'nothing is said of the plugins carried (not "copied", not "not carried")');
    assert.match(output, /docs\.beforeDefaultRemarkPlugins\[0\]: the site's own plugin src\/remark\/missing was not found .*docs\.beforeDefaultRemarkPlugins in pxdocs\.config\.mjs/);

    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    const html = await readPage(join(dir, 'out'), '/');
    assert.doesNotMatch(html, /use std::io/, "the rust plugin hid the block's `# ` line");
    assert.match(html, /fn<\/span> <span[^>]*>main/);
    assert.match(html, /A LOUD page/);
    assert.match(html, /<table data-own="yes"/);
  });
});
