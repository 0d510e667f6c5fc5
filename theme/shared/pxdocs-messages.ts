// pxdocs's own interface words (not Docusaurus's: the "Copy page" control, the
// docs chat), by id in the `pxdocs.` namespace, with their English message and a
// description for translators. They are read as the theme's words are (words.ts
// `useWords`): the site's messages, so pxdocs's translations of them
// (compiler/pxdocs-translations.ts) and a site's `code.json` both apply, and
// `pxdocs write-translations` lists them in code.json. The islands keep their
// own English forms, and take other languages' from the page (`data-words`).
export const PXDOCS_MESSAGES = {
  'pxdocs.copyPage.copy': { message: 'Copy page', description: 'The label of the doc header button that copies the page as Markdown' },
  'pxdocs.copyPage.copyAsMarkdown': { message: 'Copy page as Markdown', description: 'The "Copy page" menu item that copies the page as Markdown' },
  'pxdocs.copyPage.viewAsMarkdown': { message: 'View as Markdown', description: 'The link to the page\'s Markdown text, in the "Copy page" menu (and in its place without JavaScript)' },
  'pxdocs.copyPage.openInChatGPT': { message: 'Open in ChatGPT', description: 'The "Copy page" menu item that asks ChatGPT about the page' },
  'pxdocs.copyPage.openInClaude': { message: 'Open in Claude', description: 'The "Copy page" menu item that asks Claude about the page' },
  'pxdocs.copyPage.moreWays': { message: 'More ways to use this page', description: 'The ARIA label of the button that opens the "Copy page" menu' },
  'pxdocs.copyPage.prompt': { message: 'Read {url} so I can ask questions about it.', description: 'The question "Open in ChatGPT" and "Open in Claude" start the conversation with ({url}: the page\'s Markdown URL)' },
  'pxdocs.copyPage.copied': { message: 'Copied', description: 'The "Copy page" button\'s label for a moment after the page was copied' },
  'pxdocs.copyPage.copyFailed': { message: 'Copy failed', description: 'The "Copy page" button\'s label for a moment after the page could not be copied' },
  'pxdocs.copyPage.copiedStatus': { message: 'Copied the page as Markdown', description: 'Announced to screen readers when the page was copied' },
  'pxdocs.copyPage.copyFailedStatus': { message: 'Could not copy the page; use "View as Markdown" instead', description: 'Announced to screen readers when the page could not be copied' },
  'pxdocs.chat.open': { message: 'Ask the docs', description: 'The label of the button that opens the docs chat, and the chat panel\'s title' },
  'pxdocs.chat.panel': { message: 'Docs chat', description: 'The ARIA label of the docs chat panel' },
  'pxdocs.chat.newChat': { message: 'New chat', description: 'The docs chat button that starts a new conversation' },
  'pxdocs.chat.close': { message: 'Close chat', description: 'The ARIA label of the docs chat\'s close button' },
  'pxdocs.chat.placeholder': { message: 'Ask a question about {title}', description: 'The placeholder of the docs chat\'s question field ({title}: the site\'s title)' },
  'pxdocs.chat.question': { message: 'Your question', description: 'The ARIA label of the docs chat\'s question field' },
  'pxdocs.chat.send': { message: 'Send', description: 'The docs chat button that sends the question' },
  'pxdocs.chat.stop': { message: 'Stop', description: 'The docs chat button that stops an answer being written' },
  'pxdocs.chat.limitReached': { message: 'Limit reached: {max} characters', description: 'Under the docs chat\'s question field when the question is as long as it can be' },
  'pxdocs.chat.charactersLeft': { message: '{count} characters left', description: 'Under the docs chat\'s question field when the question is nearly as long as it can be' },
  'pxdocs.chat.empty': { message: 'Answers come from the {title} docs, with links to their sources.', description: 'The docs chat\'s text before the first question ({title}: the site\'s title)' },
  'pxdocs.chat.thinking': { message: 'Thinking…', description: 'The docs chat\'s status while the answer is prepared' },
  'pxdocs.chat.answering': { message: 'Answering…', description: 'The docs chat\'s status while the answer is written' },
  'pxdocs.chat.stopped': { message: 'Stopped.', description: 'The note under an answer the reader stopped' },
  'pxdocs.chat.unreachable': { message: 'The chat service could not be reached.', description: 'The docs chat\'s answer when its service did not answer' },
  'pxdocs.chat.failed': { message: 'The answer failed. Retry, or check your connection.', description: 'The docs chat\'s status when an answer failed' },
  'pxdocs.chat.retry': { message: 'Retry', description: 'The docs chat button that asks a failed question again' },
  'pxdocs.chat.sources': { message: 'Sources', description: 'The title of the list of pages under a docs chat answer' },
  'pxdocs.chat.feedback': { message: 'Was this answer helpful?', description: 'The ARIA label of a docs chat answer\'s feedback buttons' },
  'pxdocs.chat.feedbackAsk': { message: 'Was this helpful?', description: 'The text before a docs chat answer\'s feedback buttons' },
  'pxdocs.chat.feedbackThanks': { message: 'Thanks for your feedback.', description: 'The text in place of the question once a docs chat answer was rated' },
  'pxdocs.chat.helpful': { message: 'Helpful', description: 'The button that rates a docs chat answer helpful' },
  'pxdocs.chat.notHelpful': { message: 'Not helpful', description: 'The button that rates a docs chat answer not helpful' },
  'pxdocs.chat.notCovered': { message: 'The docs do not cover this question.', description: 'The docs chat\'s answer (without a language model) when no section of the docs answers the question' },
  'pxdocs.chat.closestSection': { message: 'The closest section is {section}, but it does not answer it.', description: 'Follows "The docs do not cover this question." ({section}: a link to the section nearest the question)' },
  'pxdocs.chat.tryOtherWords': { message: 'Try other words, or browse {page}.', description: 'Ends the docs chat\'s answer when the docs do not cover the question ({page}: a link to a page to start from)' },
  'pxdocs.chat.seeSection': { message: 'See {section}.', description: 'The docs chat\'s answer when its best section has no sentence to quote (a table, code) ({section}: a link to it and its citation, "[1]")' },
  'pxdocs.chat.forExample': { message: 'For example {source}:', description: 'Introduces the code example of a docs chat answer ({source}: the citation of the section it comes from, "[2]")' },
  'pxdocs.colorMode.toDark': { message: 'Switch to dark mode', description: 'The ARIA label of the color mode button in light mode' },
  'pxdocs.colorMode.toLight': { message: 'Switch to light mode', description: 'The ARIA label of the color mode button in dark mode' },
  'pxdocs.colorMode.toSystem': { message: 'Switch to system mode', description: 'The ARIA label of the color mode button in dark mode, on a site that follows the system\'s mode until the reader picks one' },
  'pxdocs.colorMode.title': { message: 'Switch between dark and light mode', description: 'The tooltip of the color mode button' },
  'pxdocs.navbar.openMenu': { message: 'Open navigation menu', description: 'The ARIA label of the navbar button that opens the menu on small screens' },
  'pxdocs.navbar.closeMenu': { message: 'Close navigation menu', description: 'The ARIA label of the navbar button that closes the menu on small screens' },
  'pxdocs.navbar.mobile': { message: 'Mobile', description: 'The ARIA label of the navigation in the menu on small screens' },
  'pxdocs.announcement.label': { message: 'Announcement', description: 'The ARIA label of the announcement bar' },
  'pxdocs.home.areas': { message: 'Documentation areas', description: 'The ARIA label of the home page\'s list of documentation areas' },
  'pxdocs.search.seeAllResults': { message: 'See all results', description: 'The search box\'s link to the search page when the number of results is not known' },
  'pxdocs.search.loadMore': { message: 'Load more results', description: 'The search page\'s button that shows the next results' },
  'pxdocs.search.fewerWords': { message: 'Try searching for fewer or other words.', description: 'The search page\'s advice when a query found nothing' },
  'pxdocs.codeBlock.copyFailed': { message: 'Copy failed', description: 'A code block\'s copy button label for a moment after the code could not be copied' },
  'pxdocs.toc.label': { message: 'Table of contents', description: 'The ARIA label of the doc page\'s table of contents' },
} as const;

export type PxdocsMessageId = keyof typeof PXDOCS_MESSAGES;

/** The islands' words: their short names, by the id each is read from (the page writes `data-words`, `{ short: message }`, of those not in English). */
export const COPY_PAGE_WORDS = {
  copy: 'pxdocs.copyPage.copy',
  copied: 'pxdocs.copyPage.copied',
  copyFailed: 'pxdocs.copyPage.copyFailed',
  copiedStatus: 'pxdocs.copyPage.copiedStatus',
  copyFailedStatus: 'pxdocs.copyPage.copyFailedStatus',
} as const satisfies Record<string, PxdocsMessageId>;

/**
 * The search islands' words (search/modal.tsx TEXTS, search-page.ts), by Docusaurus's keys
 * (@docusaurus/theme-search-algolia's) and with the islands' English: Layout.tsx puts those
 * a page says otherwise in its search boot (`words`).
 */
export const SEARCH_WORDS: Record<string, [key: string, english: string]> = {
  placeholder: ['theme.SearchModal.placeholder', 'Search docs'],
  errorTitle: ['theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'],
  errorHelp: ['theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.'],
  noResults: ['theme.SearchModal.noResultsScreen.noResultsText', 'No results for'],
  suggestions: ['theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for'],
  reportMissing: ['theme.SearchModal.noResultsScreen.reportMissingResultsText', 'Believe this query should return results?'],
  reportLink: ['theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.'],
  seeAll: ['theme.SearchBar.seeAll', 'See all {count} results'],
  seeAllResults: ['pxdocs.search.seeAllResults', 'See all results'],
  loadMore: ['pxdocs.search.loadMore', 'Load more results'],
  resultsTitle: ['theme.SearchPage.existingResultsTitle', 'Search results for "{query}"'],
  documentsFound: ['theme.SearchPage.documentsFound.plurals', 'One document found|{count} documents found'],
  fewerWords: ['pxdocs.search.fewerWords', 'Try searching for fewer or other words.'],
};

/**
 * The words of the core island (every page's: the code blocks' copy buttons, the colour mode
 * and mobile menu buttons' labels as they change) and of chat answers' code blocks, by
 * Docusaurus's keys where it has the word: Layout.tsx writes those a page says otherwise in
 * `<meta name="pxdocs:words">` (absent on an English page; lib/page-words.ts reads it).
 */
export const PAGE_WORDS: Record<string, [key: string, english: string]> = {
  copy: ['theme.CodeBlock.copy', 'Copy'],
  copied: ['theme.CodeBlock.copied', 'Copied'],
  copyLabel: ['theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard'],
  copyFailed: ['pxdocs.codeBlock.copyFailed', 'Copy failed'],
  wordWrap: ['theme.CodeBlock.wordWrapToggle', 'Toggle word wrap'],
  backToTop: ['theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top'],
  toDark: ['pxdocs.colorMode.toDark', 'Switch to dark mode'],
  toLight: ['pxdocs.colorMode.toLight', 'Switch to light mode'],
  toSystem: ['pxdocs.colorMode.toSystem', 'Switch to system mode'],
  openMenu: ['pxdocs.navbar.openMenu', 'Open navigation menu'],
  closeMenu: ['pxdocs.navbar.closeMenu', 'Close navigation menu'],
};

export const CHAT_WORDS = {
  open: 'pxdocs.chat.open',
  panel: 'pxdocs.chat.panel',
  newChat: 'pxdocs.chat.newChat',
  close: 'pxdocs.chat.close',
  placeholder: 'pxdocs.chat.placeholder',
  question: 'pxdocs.chat.question',
  send: 'pxdocs.chat.send',
  stop: 'pxdocs.chat.stop',
  limitReached: 'pxdocs.chat.limitReached',
  charactersLeft: 'pxdocs.chat.charactersLeft',
  empty: 'pxdocs.chat.empty',
  thinking: 'pxdocs.chat.thinking',
  answering: 'pxdocs.chat.answering',
  stopped: 'pxdocs.chat.stopped',
  unreachable: 'pxdocs.chat.unreachable',
  failed: 'pxdocs.chat.failed',
  retry: 'pxdocs.chat.retry',
  sources: 'pxdocs.chat.sources',
  feedback: 'pxdocs.chat.feedback',
  feedbackAsk: 'pxdocs.chat.feedbackAsk',
  feedbackThanks: 'pxdocs.chat.feedbackThanks',
  helpful: 'pxdocs.chat.helpful',
  notHelpful: 'pxdocs.chat.notHelpful',
} as const satisfies Record<string, PxdocsMessageId>;

/**
 * The sentences of the docs chat's answers composed without a language model
 * (server/chat/compose.ts), by short name: the build writes those a locale says
 * otherwise in the output's locales file (compiler/search/locales-file.ts), the
 * server reading no config.
 */
export const CHAT_ANSWER_WORDS = {
  notCovered: 'pxdocs.chat.notCovered',
  closestSection: 'pxdocs.chat.closestSection',
  tryOtherWords: 'pxdocs.chat.tryOtherWords',
  seeSection: 'pxdocs.chat.seeSection',
  forExample: 'pxdocs.chat.forExample',
} as const satisfies Record<string, PxdocsMessageId>;
