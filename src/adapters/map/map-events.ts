import type { MapView, MapViewState } from '../../core/places/ports/map.port';

/** What a map reports to the screen (the customer's choices and moves), for the OpenLayers view and its recording fake alike. */
export abstract class MapEvents implements Pick<MapView, 'onSelect' | 'onViewChange'> {
  private readonly selectListeners = new Set<(id: string | null) => void>();
  private readonly viewListeners = new Set<(view: MapViewState) => void>();

  onSelect(listener: (id: string | null) => void): () => void {
    this.selectListeners.add(listener);
    return () => void this.selectListeners.delete(listener);
  }

  onViewChange(listener: (view: MapViewState) => void): () => void {
    this.viewListeners.add(listener);
    return () => void this.viewListeners.delete(listener);
  }

  /** The customer chose a pin, or closed the info window (null). */
  protected emitSelect(id: string | null): void {
    this.selectListeners.forEach((listener) => listener(id));
  }

  /** The customer moved the map. */
  protected emitView(view: MapViewState): void {
    this.viewListeners.forEach((listener) => listener(view));
  }

  protected stopListeners(): void {
    this.selectListeners.clear();
    this.viewListeners.clear();
  }
}
