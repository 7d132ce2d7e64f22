// A small SVG as a data: URL, so that it travels in the page (or the island's script) instead of
// being one more request: the favicon, the blog's illustrations.

/** The SVG's text as a data: URL, escaping only what a URL or an HTML attribute cannot hold. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[<>#%"\n]/g, encodeURIComponent)}`;
}
