/**
 * Content for Leaflet tooltips, popups and divIcons. Leaflet parses string content as HTML, so a customer named
 * `<img src=x onerror=...>` would run script: every call site hands it this text node instead (leaflet-text.test.ts
 * checks the sources).
 */
export function leafletText(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
