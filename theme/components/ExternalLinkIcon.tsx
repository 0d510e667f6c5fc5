// The icon after a navbar or footer link that leaves the site, named as Docusaurus's
// IconExternalLink names it (`theme.IconExternalLink.ariaLabel`, "(opens in new tab)"):
// the link's name then says it opens a new tab, where a hidden icon said nothing.
import { useWords } from './words.js';
import { EXTERNAL_LINK_NAME, EXTERNAL_LINK_NAME_KEY, IconExternalLink } from '../shared/icons.js';

export { EXTERNAL_LINK_NAME_KEY };

export function ExternalLinkIcon() {
  const words = useWords();
  return <IconExternalLink className="external-icon" aria-hidden={undefined} aria-label={words(EXTERNAL_LINK_NAME_KEY, EXTERNAL_LINK_NAME)} />;
}
