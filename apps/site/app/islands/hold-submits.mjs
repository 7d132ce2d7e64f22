// "Nothing typed is lost" (issue 26): a form sent before its island has woken (hydrated) is held,
// not lost. This runs inline in the <head> of every page with an island (scripts/islands.mjs puts
// it there; the CSP allows it by its hash), so it is listening before the first field exists,
// long before the navigation module or React arrive on a slow network. A submit inside an island
// that has not woken goes nowhere (no page load, no request): the island is marked data-held
// (with which of its forms, and which of the form's buttons sent it: "Use my location" is not
// "Find Stores") and the island's note (a <template data-island-note> right after it,
// app/islands/island.tsx) is shown, in the page's language. The island, once awake, takes the held
// submit and sends it once (./wake.ts). Pressed again meanwhile, it is still one submit.
// Plain JavaScript that the browser runs as written: keep it small and free of comments inside.

/** @param {Document} doc */
export function holdSubmits(doc) {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const island = form.closest('[data-island]');
      if (!island || island.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      const first = !island.hasAttribute('data-held');
      const which = [...island.querySelectorAll('form')].indexOf(form);
      island.setAttribute('data-held', `${which} ${[...form.elements].indexOf(event.submitter)}`);
      const template = island.nextElementSibling;
      if (!first || !template || !template.matches('template[data-island-note]')) return;
      const note = template.content.firstElementChild.cloneNode(true);
      const words = note.textContent;
      note.textContent = '';
      template.after(note);
      requestAnimationFrame(() => (note.textContent = words));
    },
    true,
  );
}

/** The script as it goes into the page: the function above, run, on one line. */
export const HOLD_SUBMITS_SCRIPT = `(${holdSubmits})(document)`.replace(/\s*\n\s*/g, '');
