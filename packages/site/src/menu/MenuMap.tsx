import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';

export interface MenuMapProps {
  lat: number;
  lng: number;
  /** Spec 9.9: default 8. */
  zoom: number;
  tileUrl: string;
  attribution: string;
  unavailable: string;
}

/**
 * The map widget of the mega-menu (Leaflet). When no tile arrives (the map service is down or
 * unreachable), the reader gets a plain sentence instead of a grey box.
 */
export default function MenuMap({
  lat,
  lng,
  zoom,
  tileUrl,
  attribution,
  unavailable,
}: MenuMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !container.current) return;
      // No keyboard panning: it would make the whole map an unnamed focus stop; the zoom buttons
      // stay reachable. No wheel zoom: scrolling the menu must not zoom the map.
      map = L.map(container.current, {
        center: [lat, lng],
        zoom,
        scrollWheelZoom: false,
        keyboard: false,
      });
      let loaded = 0;
      const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 18 });
      tiles.on('tileload', () => {
        loaded += 1;
      });
      tiles.on('tileerror', () => {
        if (loaded === 0) setFailed(true);
      });
      tiles.addTo(map);
      // A circle rather than Leaflet's default marker, which would fetch its own images.
      L.circleMarker([lat, lng], { radius: 8, color: '#1b883f', fillOpacity: 0.8 }).addTo(map);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, lng, zoom, tileUrl, attribution]);

  if (failed) return <p className="menu-map__fallback">{unavailable}</p>;
  // The surrounding <figure> is captioned with `label`.
  return <div ref={container} className="menu-map" />;
}
