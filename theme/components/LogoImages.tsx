// A logo's image, and its dark-mode variant when it has one (`srcDark`): both are
// in the HTML and the stylesheet shows the one of the reader's colour mode, so the
// right image is drawn from the first paint, before any script runs.
import type { FooterLogo } from './types.js';

// `docusaurus`: Docusaurus's name for the image (`navbar__logo`, `footer__logo`; theme/shared/docusaurus-classes.ts).
export function LogoImages({ logo, className, docusaurus }: { logo: FooterLogo; className: string; docusaurus: string }) {
  const image = (src: string, variant: string) => (
    <img className={`${className}${variant} ${docusaurus}${logo.className ? ` ${logo.className}` : ''}`} src={src} alt={logo.alt} width={logo.width} height={logo.height} style={logo.style} />
  );
  return (
    <>
      {image(logo.src, logo.srcDark ? ` ${className}-light` : '')}
      {logo.srcDark ? image(logo.srcDark, ` ${className}-dark`) : null}
    </>
  );
}
