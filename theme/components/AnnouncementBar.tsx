// The dismissible bar above the navbar. The head script hides it before first
// paint when the reader dismissed this id already; the island handles the button.
// A labelled region, not a second banner: the navbar's header is the page's banner.
import { usePage } from './context.js';
import { usePxdocsWords, useWords } from './words.js';
import { ANNOUNCEMENT_BAR } from '../shared/docusaurus-classes.js';

export function AnnouncementBar() {
  const { site } = usePage();
  const words = useWords();
  const px = usePxdocsWords();
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <div
      className={`${bar.backgroundColor || bar.textColor ? 'announcement-bar announcement-bar-coloured' : 'announcement-bar'} ${ANNOUNCEMENT_BAR}`}
      role="region"
      aria-label={px('pxdocs.announcement.label')}
      data-announcement-bar=""
      data-announcement-id={bar.id}
      // The config's colours win over the theme's, in either mode (as in Docusaurus).
      style={bar.backgroundColor || bar.textColor ? { backgroundColor: bar.backgroundColor, color: bar.textColor } : undefined}
    >
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-close" aria-label={words('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')} data-announcement-close="">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
        </button>
      ) : null}
    </div>
  );
}
