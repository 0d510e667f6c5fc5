// The frame of a live code block (@docusaurus/theme-live-codeblock's Playground): a
// "Live Editor" header with its Reset button, the editor, a "Result" header and
// the result, in the order `playgroundPosition` sets. The build renders it with
// the highlighted code and "Loading..." for the result (as Docusaurus's server
// render), the browser's island with react-live's editor and preview
// (theme/islands/site/live-codeblock.tsx): one markup for both, so the island
// hydrates what the build wrote.
import { createElement as h, Fragment, type ReactNode } from 'react';

/**
 * Docusaurus 3.10's CSS-module names for the Playground's parts, as its build writes them: a site's CSS
 * reaches them by their stem (`[class*='playgroundPreview']`), as it does on Docusaurus.
 */
export const PLAYGROUND_CLASSES = {
  container: 'playgroundContainer_XwyR',
  header: 'playgroundHeader_EIHj',
  headerContent: 'playgroundHeaderContent_Kpsj',
  headerButtons: 'playgroundHeaderButtons_kAaH',
  editor: 'playgroundEditor_L2Ll',
  preview: 'playgroundPreview_bYPY',
  reset: 'resetButton_EgHb',
  resetIcon: 'resetButtonIcon_yysN',
} as const;

/** The frame's words in the page's language (Docusaurus's keys: theme.Playground.liveEditor, .result, .buttons.reset). */
export interface PlaygroundWords {
  liveEditor: string;
  result: string;
  reset: string;
}

export type PlaygroundPosition = 'top' | 'bottom';

export interface PlaygroundFrame {
  position: PlaygroundPosition;
  words: PlaygroundWords;
  editor: ReactNode;
  preview: ReactNode;
  /** The Reset button's action (none when built: the button does nothing until the island runs). */
  onReset?: () => void;
}

/** What Docusaurus's preview shows before the browser has run the code (its BrowserOnly fallback). */
export function loadingPreview(): ReactNode {
  return h('div', null, 'Loading...');
}

function header(content: string, buttons?: ReactNode): ReactNode {
  return h('div', { className: PLAYGROUND_CLASSES.header },
    h('div', { className: PLAYGROUND_CLASSES.headerContent }, content),
    buttons ? h('div', { className: PLAYGROUND_CLASSES.headerButtons }, buttons) : null);
}

function resetButton(label: string, onReset?: () => void): ReactNode {
  return h('button', { type: 'button', 'aria-label': 'Reset code to original', title: 'Reset', className: `clean-btn ${PLAYGROUND_CLASSES.reset}`, onClick: onReset },
    h('svg', { className: PLAYGROUND_CLASSES.resetIcon, viewBox: '0 0 16 16', fill: 'currentColor', 'aria-hidden': 'true' },
      h('path', { d: 'M8 3a5 5 0 1 0 4.546 2.914.5.5 0 0 1 .908-.417A6 6 0 1 1 8 2v1z' }),
      h('path', { d: 'M8 4.466V.534a.25.25 0 0 1 .41-.192l2.36 1.966c.12.1.12.284 0 .384L8.41 4.658A.25.25 0 0 1 8 4.466z' })),
    label);
}

/** The Playground's markup, as Docusaurus's Container, Layout, Editor and Preview render it. */
export function playgroundFrame({ position, words, editor, preview, onReset }: PlaygroundFrame): ReactNode {
  const editorPart = h(Fragment, { key: 'editor' }, header(words.liveEditor, resetButton(words.reset, onReset)), h('div', { className: PLAYGROUND_CLASSES.editor }, editor));
  const previewPart = h(Fragment, { key: 'preview' }, header(words.result), h('div', { className: PLAYGROUND_CLASSES.preview }, preview));
  return h('div', { className: PLAYGROUND_CLASSES.container }, ...(position === 'top' ? [previewPart, editorPart] : [editorPart, previewPart]));
}
