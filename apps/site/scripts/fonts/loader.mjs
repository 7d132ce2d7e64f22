// The inline font loader of te and hi pages: it starts the page font at the top of <head>,
// local() first, and adds the phone's own bold where it has one.
import { createHash } from 'node:crypto';
import { FONT_FAMILIES } from './faces.mjs';

/**
 * The inline script that starts loading the page font of the page's own language at the top of
 * <head>, beside the stylesheet instead of after it, local() first (a preload would download
 * the file even where the phone has the font), and adds the phone's own bold where it has one
 * (local() only: where it has none, the browser makes the regular bold and nothing downloads).
 * The Input faces are left to the stylesheet: they download once a visitor types. Empty for a
 * language without such faces.
 */
export function fontLoaderScript(lang, faces) {
  const own = faces.filter(
    (face) =>
      FONT_FAMILIES[face.family].pages === 'own' &&
      !FONT_FAMILIES[face.family].typed &&
      FONT_FAMILIES[face.family].lang === lang,
  );
  if (!own.length) return '';
  const list = JSON.stringify([
    ...own.map((face) => [face.family, face.src, face.weight, face.unicodeRange, face.display]),
    ...own
      .filter((face) => face.weight === '400' && FONT_FAMILIES[face.family].bold)
      .map((face) => [
        face.family,
        FONT_FAMILIES[face.family].bold,
        '700',
        face.unicodeRange,
        face.display,
        1,
      ]),
  ]);
  return `(function(){var s=document.fonts;if(!s||typeof FontFace!=="function")return;${list}.forEach(function(f){try{var face=new FontFace(f[0],f[1],{weight:f[2],unicodeRange:f[3],display:f[4]});if(f[5]){face.load().then(function(){s.add(face)},function(){});return}s.add(face);face.load().catch(function(){})}catch(e){}})})()`;
}

/** "'sha256-...'" of an inline script, for the Content Security Policy. */
export const scriptHash = (script) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The page with its language's font loader before its first stylesheet (or ''). */
export function withFontLoader(html, faces) {
  const lang = /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? '';
  const script = fontLoaderScript(lang, faces);
  if (!script) return { html, script };
  const at = html.search(/<link\b[^>]*\brel="stylesheet"/i);
  if (at < 0) throw new Error('a page without a stylesheet');
  return { html: `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`, script };
}
