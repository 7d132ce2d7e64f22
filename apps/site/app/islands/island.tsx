// Marks a part of the prerendered page that hydrates on its own (an island): the HTML carries
// the island's name and props, and the browser entry of that name (./entries) hydrates it with
// the same component and props. The rest of the page is never hydrated. After the island comes
// the note a form sent before the island woke shows meanwhile (./hold-submits.mjs), in the
// page's language: a template, so it takes no part in the layout until it is needed.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useI18n } from '../i18n/use-i18n';
import { islandIdPrefix, type IslandName } from './names';

export interface IslandProps<P extends object> {
  name: IslandName;
  /** The component its entry hydrates; it must not need React Router (no router in the island). */
  component: ComponentType<P>;
  /** JSON-serialisable props, written into the HTML for the entry to read. */
  props: P;
  /** False for an island whose forms send nothing (a filter): no "Sending..." note. */
  sends?: boolean;
}

export function Island<P extends object>({
  name,
  component: Component,
  props,
  sends = true,
}: IslandProps<P>) {
  const { t } = useI18n();
  const data = { 'data-island': name, 'data-props': JSON.stringify(props) };
  const note = sends && (
    <template
      data-island-note=""
      dangerouslySetInnerHTML={{
        __html: renderToString(
          <p className="island-held" role="status" data-island-held="">
            {t.frame.held}
          </p>,
        ),
      }}
    />
  );
  if (typeof document === 'undefined') {
    // At prerender the island is rendered as a root of its own, exactly as hydrateRoot will
    // see it (ids included); the page around it is React Router's render.
    const html = renderToString(<Component {...props} />, {
      identifierPrefix: islandIdPrefix(name),
    });
    return (
      <>
        <div {...data} dangerouslySetInnerHTML={{ __html: html }} />
        {note}
      </>
    );
  }
  // In the browser (dev server, unit tests) it is part of the page's tree.
  return (
    <>
      <div {...data}>
        <Component {...props} />
      </div>
      {note}
    </>
  );
}
