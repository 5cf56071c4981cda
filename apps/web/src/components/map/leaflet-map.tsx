import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { mapTiles } from '../../config/env.ts';
import { cn } from '../../lib/cn.ts';
import { buildPopup } from './map-popup.ts';
import type { GameMapProps, MapPoint } from './map-types.ts';

// Vite renames Leaflet's marker images, so Leaflet's guess of their folder from its CSS fails.
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** Spec document 2 §9: the map opens on a fixed city at zoom 12 when there is nothing to show. */
const DEFAULT_CENTER: MapPoint = { latitude: 30.2672, longitude: -97.7431 };
const DEFAULT_ZOOM = 12;
const CLUSTER_RADIUS_PX = 50;

/** A cluster's bubble: its count, and a name for screen readers, since it is a button. */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  return L.divIcon({
    html: `<div><span>${count}<span class="sr-only"> places here, zoom in</span></span></div>`,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: L.point(40, 40),
  });
}

/**
 * The Leaflet map behind `GameMap` (loaded on demand, so Leaflet stays out of the entry chunk).
 * Leaflet owns the DOM inside the container; React only hands it markers and options.
 */
export default function LeafletMap({
  markers,
  label,
  center,
  zoom,
  onPick,
  picked,
  className,
}: GameMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const pickedRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  // Create the map once; later prop changes update it in the effects below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { keyboard: true, zoomControl: true });
    L.tileLayer(mapTiles.url, { attribution: mapTiles.attribution, maxZoom: 19 }).addTo(map);
    const cluster = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS_PX,
      iconCreateFunction: clusterIcon,
    });
    map.addLayer(cluster);
    map.on('click', (event: L.LeafletMouseEvent) => {
      onPickRef.current?.({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    });
    mapRef.current = map;
    clusterRef.current = cluster;
    // Leaflet measures its container once; a map first laid out hidden or resized (a tab, a phone
    // turned) would keep drawing for the old size.
    const resizes = new ResizeObserver(() => map.invalidateSize());
    resizes.observe(container);
    return () => {
      resizes.disconnect();
      map.remove();
      mapRef.current = null;
      clusterRef.current = null;
      pickedRef.current = null;
    };
  }, []);

  const centerLatitude = center?.latitude;
  const centerLongitude = center?.longitude;

  // Markers: replaced as a set, then the view fits them unless a centre was given.
  useEffect(() => {
    const map = mapRef.current;
    const cluster = clusterRef.current;
    if (!map || !cluster) return;
    cluster.clearLayers();
    const layers = markers.map((item) => {
      const marker = L.marker([item.latitude, item.longitude], {
        title: item.title,
        alt: item.title,
        keyboard: true,
      });
      marker.bindPopup(() => buildPopup(item, (href) => navigateRef.current(href)));
      return marker;
    });
    cluster.addLayers(layers);
    if (centerLatitude !== undefined && centerLongitude !== undefined)
      map.setView([centerLatitude, centerLongitude], zoom ?? DEFAULT_ZOOM);
    else if (layers.length > 0)
      map.fitBounds(cluster.getBounds(), { padding: [32, 32], maxZoom: zoom ?? 14 });
    else map.setView([DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude], zoom ?? DEFAULT_ZOOM);
  }, [markers, centerLatitude, centerLongitude, zoom]);

  // The picked point of a picker map.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    pickedRef.current?.remove();
    pickedRef.current = null;
    if (!picked) return;
    pickedRef.current = L.marker([picked.latitude, picked.longitude], {
      title: 'Chosen place',
      alt: 'Chosen place',
      keyboard: false,
    }).addTo(map);
  }, [picked]);

  return (
    <section
      ref={containerRef}
      aria-label={label}
      className={cn('z-0 h-80 w-full overflow-hidden rounded-lg border', className)}
    />
  );
}
