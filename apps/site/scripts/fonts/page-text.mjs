// The text of a built page by language: a small HTML tokenizer that reads text nodes, the
// attributes a visitor may see and the islands' props, each under its nearest lang attribute.

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes whose text a visitor may see: tooltips, placeholders, image text, and the words
 * islands get as props (shown after an interaction). */
const SHOWN_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'value', 'label']);
const PROPS_ATTRIBUTE = 'data-props';

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity) => {
    const name = entity.toLowerCase();
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' }[name];
  });
}

/** Every string inside a JSON value (an island's props). */
function jsonStrings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, out);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) jsonStrings(item, out);
  }
  return out;
}

/**
 * The text of a page by the language it is in (the nearest lang attribute, <html lang> at the
 * top): text nodes (not scripts or styles), shown attributes and islands' props.
 * @returns {{ lang: string, text: Map<string, string> }}
 */
export function pageText(html) {
  const lang = /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? '';
  const text = new Map();
  const add = (language, value) => text.set(language, (text.get(language) ?? '') + value);
  const stack = [];
  const current = () => stack.at(-1)?.lang ?? lang;
  const token =
    /<!--[\s\S]*?-->|<!doctype[^>]*>|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/gi;
  for (const [whole, , closing, opening, attributes = '', textNode] of html.matchAll(token)) {
    if (textNode !== undefined) add(current(), decodeEntities(textNode));
    // Text on either side of a tag is kept apart (a visually hidden full name beside a short
    // one), so the words read back are the words drawn.
    else if (!whole.startsWith('<!')) add(current(), ' ');
    if (textNode !== undefined) continue;
    if (closing !== undefined) {
      const at = stack.findLastIndex((entry) => entry.name === closing.toLowerCase());
      if (at >= 0) stack.length = at;
    } else if (opening !== undefined) {
      const name = opening.toLowerCase();
      const values = new Map(
        [...attributes.matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
          ([, key, a, b, c]) => [key.toLowerCase(), decodeEntities(a ?? b ?? c ?? '')],
        ),
      );
      const language = values.get('lang') || current();
      for (const [key, value] of values) {
        if (SHOWN_ATTRIBUTES.has(key)) add(language, ` ${value}`);
        if (key === PROPS_ATTRIBUTE) {
          try {
            add(language, ` ${jsonStrings(JSON.parse(value)).join(' ')}`);
          } catch {
            add(language, ` ${value}`);
          }
        }
      }
      if (!VOID.has(name) && !whole.endsWith('/>')) stack.push({ name, lang: language });
    }
  }
  return { lang, text };
}
