// The alert box both error states use (a crashed island, a route that failed to
// load): an optional heading, a message, and one button that acts and removes it.
export function alertPanel(options: { className: string; marker: string; heading?: string; message: string; action: string; onAction: () => void }): HTMLElement {
  const panel = document.createElement('div');
  panel.className = options.className;
  panel.setAttribute(options.marker, '');
  panel.setAttribute('role', 'alert');
  if (options.heading) {
    const heading = document.createElement('h1');
    heading.textContent = options.heading;
    panel.append(heading);
  }
  const message = document.createElement('p');
  message.textContent = options.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary';
  button.textContent = options.action;
  button.addEventListener('click', () => {
    panel.remove();
    options.onAction();
  });
  panel.append(message, button);
  return panel;
}
