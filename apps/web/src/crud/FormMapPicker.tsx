/**
 * The enclosing form's `lat` and `lng` fields picked on the map: MapPicker (loaded with leaflet when first shown)
 * shows the point the fields hold and writes the point clicked back into them. Used inside a Form.
 */
import { Form, Spin } from 'antd';
import { lazy, Suspense } from 'react';

const MapPicker = lazy(() => import('./MapPicker.tsx').then((m) => ({ default: m.MapPicker })));

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

export function FormMapPicker({ height }: { height?: number }) {
  const form = Form.useFormInstance();
  const lat = Form.useWatch('lat', form);
  const lng = Form.useWatch('lng', form);
  const point = given(lat) && given(lng) ? { lat: Number(lat), lng: Number(lng) } : null;
  return (
    <Suspense fallback={<Spin />}>
      <MapPicker
        value={point && Number.isFinite(point.lat) && Number.isFinite(point.lng) ? point : null}
        onChange={(p) => form.setFieldsValue({ lat: p ? String(p.lat) : null, lng: p ? String(p.lng) : null })}
        height={height}
      />
    </Suspense>
  );
}
