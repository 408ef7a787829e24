// A resource shown as an image with clickable areas (spec 7, "img-map-resource"): a flyer, a card or
// a map of the organization, drawn here as SVG (a data: link, so it needs no file store) at the width
// asked, with an area to call, one to open the website and one to find it on a map.
import type { Schema } from '../../contract.js';
import type { Language } from '../language.js';

type Kind = 'flyer' | 'card' | 'map';
const HEIGHT_RATIO: Record<Kind, number> = { flyer: 1.4, card: 0.6, map: 0.75 };
const LABELS = {
  en: { call: 'Call', website: 'Website', map: 'Directions' },
  es: { call: 'Llamar', website: 'Sitio web', map: 'Cómo llegar' },
} as const;
export const DEFAULT_IMAGE_WIDTH = 320;
const MAX_WIDTH = 1200;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function imageMap(
  resourceId: number,
  kind: Kind,
  requestedWidth: number | undefined,
  organization: Pick<Schema<'Organization'>, 'name' | 'phone' | 'website' | 'city' | 'state'>,
  language: Language,
): Schema<'ResourceImageMap'> {
  const width = Math.min(Math.max(requestedWidth ?? DEFAULT_IMAGE_WIDTH, 120), MAX_WIDTH);
  const height = Math.round(width * HEIGHT_RATIO[kind]);
  const labels = LABELS[language];
  const place = [organization.city, organization.state].filter(Boolean).join(', ');
  type Link = { label: string; url: string };
  const links = (
    [
      organization.phone ? { label: labels.call, url: `tel:+1${organization.phone}` } : null,
      organization.website ? { label: labels.website, url: organization.website } : null,
      {
        label: labels.map,
        url: `https://www.openstreetmap.org/search?query=${encodeURIComponent([organization.name, place].filter(Boolean).join(', '))}`,
      },
    ] as (Link | null)[]
  ).filter((link): link is Link => link !== null);
  // The buttons share the bottom band, side by side.
  const band = Math.round(height * 0.2);
  const slot = Math.floor(width / links.length);
  const areas = links.map((link, i) => ({ ...link, coords: [i * slot, height - band, (i + 1) * slot, height] }));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#fff8f4"/>` +
    `<text x="16" y="${Math.round(height * 0.2)}" font-family="sans-serif" font-size="${Math.round(width / 16)}" fill="#3b1f2b">${escapeXml(organization.name)}</text>` +
    (place
      ? `<text x="16" y="${Math.round(height * 0.35)}" font-family="sans-serif" font-size="${Math.round(width / 24)}" fill="#5a4650">${escapeXml(place)}</text>`
      : '') +
    areas
      .map(
        (area) =>
          `<rect x="${area.coords[0]! + 4}" y="${area.coords[1]! + 4}" width="${slot - 8}" height="${band - 8}" rx="8" fill="#8a2d52"/>` +
          `<text x="${area.coords[0]! + slot / 2}" y="${area.coords[1]! + band / 2 + 5}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(width / 24)}" fill="#ffffff">${escapeXml(area.label)}</text>`,
      )
      .join('') +
    `</svg>`;
  return {
    id: resourceId,
    type: kind,
    image_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    areas,
  };
}
