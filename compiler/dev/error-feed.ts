// What `pxdocs dev` tells about errors, in the terminal and to open tabs. An
// error is printed when it appears, not again while it lasts (every later,
// unrelated edit repeated it), and again if it comes back after a fix. Tabs
// get the errors (the overlay) or `ok` (clears it) after every change, and
// between changes whenever the errors changed (a page rebuilt on request
// failed, or built again).
import { formatWhere, type PxError } from '../errors.js';
import type { DevEvent, DevSession } from './session.js';

export class ErrorFeed {
  /** Errors printed and still there. */
  private printed = new Set<string>();
  /** The overlay tabs were last sent. */
  private sent?: string;

  constructor(
    private readonly session: DevSession,
    private readonly print: (error: PxError) => void,
    private readonly send: (event: DevEvent) => void,
  ) {}

  /** After a change: prints the new errors; tabs get the errors or `ok`. */
  afterChange(): void {
    this.publish(true);
  }

  /** Between changes: prints the new errors; tabs hear only if the errors changed. */
  update(): void {
    this.publish(false);
  }

  /** Whether there are errors now. */
  get failing(): boolean {
    return this.session.errors.size > 0;
  }

  private publish(always: boolean): void {
    const errors = [...this.session.errors.values()];
    for (const error of errors) if (!this.printed.has(errorKey(error))) this.print(error);
    this.printed = new Set(errors.map(errorKey));
    const overlay = this.session.overlayErrors();
    const state = JSON.stringify(overlay);
    if (!always && state === this.sent) return;
    this.sent = state;
    this.send(overlay.length ? { type: 'error', errors: overlay } : { type: 'ok' });
  }
}

/** What makes two errors the same one for the terminal. */
function errorKey(error: PxError): string {
  return `${error.title}|${error.message}|${formatWhere(error.where)}`;
}
