// What the code of a live block can name when the site has no src/theme/ReactLiveScope:
// @docusaurus/theme-live-codeblock's default scope, React and its hooks.
import * as React from 'react';

const ReactLiveScope: Record<string, unknown> = { React, ...React };

export default ReactLiveScope;
