import { useCallback, useState } from 'react';

export type LocationFix = { latitude: number; longitude: number };

/** The device's position on request (optional: a clock-in works without it). */
export function useLocationFix() {
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = useCallback((onFix: (fix: LocationFix) => void) => {
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onFix({
          latitude: Number(position.coords.latitude.toFixed(6)),
          longitude: Number(position.coords.longitude.toFixed(6)),
        });
      },
      () => setState('failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);
  return { state, locate };
}
