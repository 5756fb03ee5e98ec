/** The web app never hands Leaflet a string to show: tooltip, popup and divIcon content goes through leafletText. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * Leaflet parses string content of tooltips, popups and divIcons as HTML. The calls that take such content, where the
 * content given is not leafletText(...): a method taking it first, or an option object's html/content field.
 */
function leafletSinksWithoutText(code: string): string[] {
  const calls = /\.(?:bindTooltip|bindPopup|setTooltipContent|setPopupContent|setContent|openTooltip|openPopup)\((?!\s*(?:\)|leafletText\())[^\n]{0,60}/g;
  const options = /\b(?:divIcon|tooltip|popup)\(\s*\{[^}]*\b(?:html|content)\s*:(?!\s*leafletText\()[^\n]{0,60}/g;
  return [...code.matchAll(calls), ...code.matchAll(options)].map((m) => m[0]);
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('Leaflet content', () => {
  it('is found when given as a string', () => {
    const bad = [
      "marker.bindTooltip(o.orderNo + ' ' + o.customerName)",
      "layer.bindPopup(name + '!')",
      'popup.setContent(html)',
      'map.openPopup(text, at)',
      "L.divIcon({ className: 'x', html: '<b>' + name + '</b>' })",
      'L.tooltip({ content: name })',
    ];
    for (const code of bad) expect(leafletSinksWithoutText(code), code).toHaveLength(1);
    const good = ["marker.bindTooltip(leafletText(o.orderNo + ' ' + o.customerName))", 'marker.openPopup()', "L.divIcon({ html: leafletText(name), className: 'x' })"];
    for (const code of good) expect(leafletSinksWithoutText(code), code).toEqual([]);
  });

  it('is given as DOM text everywhere in the web app, so a name is never parsed as HTML', () => {
    const found = sources(SRC).flatMap((file) => leafletSinksWithoutText(fs.readFileSync(file, 'utf8')).map((s) => `${path.relative(SRC, file)}: ${s}`));
    expect(found).toEqual([]);
  });
});
