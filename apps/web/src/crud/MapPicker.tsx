/**
 * A point picked on a Leaflet map (lazy-loaded with leaflet itself). Tiles come from the MAP_TILE_URL system
 * parameter and the start view from MAP_CENTER ("lng,lat,zoom"; spec: Beijing, zoom 12). When tiles cannot load
 * (offline machine, blocked server) the map still works: a click picks the point, and the user is told why the
 * background is blank. The marker is a vector circle, so no marker images are needed.
 */
import 'leaflet/dist/leaflet.css';
import { Alert, Button, Space, Typography } from 'antd';
import L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { r } from '../api/request.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

interface Props {
  value?: LatLng | null;
  onChange?: (point: LatLng | null) => void;
  height?: number;
  readOnly?: boolean;
}

const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Spec section 9: map centre Beijing, zoom 12 (range 1-19). */
const DEFAULT_VIEW = { lat: 39.90923, lng: 116.397428, zoom: 12 };
const ZOOM = { min: 1, max: 19 };

const param = (key: string) => r<string | null>(`/admin/param/publicValue/${key}`, { silent: true }).catch(() => null);

/** "lng,lat,zoom" → a view, or the default when the text is not one. */
export function parseMapCenter(text: string | null | undefined) {
  const [lng, lat, zoom] = (text ?? '').split(',').map((part) => Number(part.trim()));
  if (![lng, lat].every(Number.isFinite) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return DEFAULT_VIEW;
  return { lat, lng, zoom: Number.isFinite(zoom) ? Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(zoom))) : DEFAULT_VIEW.zoom };
}

/** Coordinates kept to six decimals (about 0.1 m), as the server stores them. */
export const roundPoint = (p: LatLng): LatLng => ({ lat: Number(p.lat.toFixed(6)), lng: Number(p.lng.toFixed(6)) });

/**
 * A Leaflet map in the box: tiles from MAP_TILE_URL, the view from MAP_CENTER (or `at`), zoom 1-19. `tilesFailed`
 * tells when the background cannot load, so screens can say why it is blank while markers and clicks still work.
 */
export function useLeafletMap(box: RefObject<HTMLDivElement | null>, at?: LatLng | null) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const start = useRef(at);
  useEffect(() => {
    let cancelled = false;
    let m: L.Map | undefined;
    (async () => {
      const [tiles, center] = await Promise.all([param('MAP_TILE_URL'), param('MAP_CENTER')]);
      if (cancelled || !box.current) return;
      const view = parseMapCenter(center);
      m = L.map(box.current, { minZoom: ZOOM.min, maxZoom: ZOOM.max, attributionControl: false }).setView(start.current ? [start.current.lat, start.current.lng] : [view.lat, view.lng], view.zoom);
      L.tileLayer(tiles || DEFAULT_TILES, { minZoom: ZOOM.min, maxZoom: ZOOM.max })
        .on('tileerror', () => setTilesFailed(true))
        .on('tileload', () => setTilesFailed(false))
        .addTo(m);
      setMap(m);
      // The screen's tab may have been hidden while the map measured its box.
      setTimeout(() => m?.invalidateSize(), 0);
    })();
    return () => {
      cancelled = true;
      m?.remove();
      setMap(null);
    };
  }, [box]);
  return { map, tilesFailed };
}

export function MapPicker({ value, onChange, height = 360, readOnly }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { map, tilesFailed } = useLeafletMap(box, value);
  const marker = useRef<L.CircleMarker>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (!map || readOnly) return;
    const pick = (e: L.LeafletMouseEvent) => change.current?.(roundPoint(e.latlng));
    map.on('click', pick);
    return () => {
      map.off('click', pick);
    };
  }, [map, readOnly]);

  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const m = map;
    if (!m) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngExpression = [lat, lng];
    if (marker.current) marker.current.setLatLng(at);
    else marker.current = L.circleMarker(at, { radius: 8, color: '#409EFF', weight: 3, fillOpacity: 0.6 }).addTo(m);
    if (!m.getBounds().contains(at)) m.panTo(at);
  }, [map, lat, lng]);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!readOnly && <Typography.Text type="secondary">{t('map.hint')}</Typography.Text>}
      {tilesFailed && <Alert type="warning" showIcon message={t('map.tilesOffline')} data-testid="map-tiles-offline" />}
      <div ref={box} style={{ height, width: '100%', background: '#eef2f6', borderRadius: 4 }} data-testid="map-picker" />
      {!readOnly && value && (
        <Button size="small" onClick={() => onChange?.(null)}>
          {t('map.clear')}
        </Button>
      )}
    </Space>
  );
}
