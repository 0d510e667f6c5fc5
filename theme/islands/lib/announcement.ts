// Dismissing the announcement bar, remembered per bar id (Docusaurus's keys).
import { write } from './storage.js';

export function setupAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement-bar]');
  const close = bar?.querySelector<HTMLButtonElement>('[data-announcement-close]');
  if (!bar || !close) return;
  close.addEventListener('click', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    write('docusaurus.announcement.dismiss', 'true');
    write('docusaurus.announcement.id', bar.dataset.announcementId ?? '');
  });
}
