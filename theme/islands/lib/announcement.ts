// The announcement bar's storage, as Docusaurus 3.10's AnnouncementBarProvider keeps it (same keys, same values,
// same moments), so a reader who closed a bar on the Docusaurus site finds it closed here, and back.
import { read, write } from './storage.js';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

export function setupAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement-bar]');
  if (!bar) return;
  const id = bar.dataset.announcementId ?? '';
  // On every page, closeable or not, the bar seen is noted; a bar other than the last one seen is not closed
  // ('annoucement-bar' is Docusaurus's old misspelt default id, the same bar as 'announcement-bar' there).
  const seen = read(ID_KEY);
  write(ID_KEY, id);
  if ((seen === 'annoucement-bar' ? 'announcement-bar' : seen) !== id) write(DISMISS_KEY, 'false');
  bar.querySelector<HTMLButtonElement>('[data-announcement-close]')?.addEventListener('click', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    write(DISMISS_KEY, 'true');
  });
}
