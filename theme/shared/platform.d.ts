// The few globals that browsers and Node both provide and shared code uses.
// Declared here instead of loading the DOM or Node types, which would let
// browser-only or Node-only names through unnoticed.
declare const performance: { now(): number } | undefined;

declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
  readonly origin: string;
}
