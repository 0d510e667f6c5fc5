// A logo's image, and its dark-mode variant when it has one (`srcDark`): both are
// in the HTML and the stylesheet shows the one of the reader's colour mode, so the
// right image is drawn from the first paint, before any script runs.
import type { FooterLogo } from './types.js';

export function LogoImages({ logo, className }: { logo: FooterLogo; className: string }) {
  const image = (src: string, variant: string) => (
    <img className={`${className}${variant}`} src={src} alt={logo.alt} width={logo.width} height={logo.height} />
  );
  return (
    <>
      {image(logo.src, logo.srcDark ? ` ${className}-light` : '')}
      {logo.srcDark ? image(logo.srcDark, ` ${className}-dark`) : null}
    </>
  );
}

/** A logo link's `target` (the config's, else a new tab for a URL off the site) and its `rel`. */
export function logoLinkProps(logo: { target?: string; external?: boolean } | undefined): { target?: string; rel?: string } {
  const target = logo?.target ?? (logo?.external ? '_blank' : undefined);
  return target ? { target, rel: target === '_blank' ? 'noopener noreferrer' : undefined } : {};
}
