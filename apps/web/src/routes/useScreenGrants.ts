import { useEffect, useState } from 'react';
import { loadScreenGrants, type ScreenGrants } from './access.ts';

/** The content screens' grants once loaded (null before): the menu offers only what opens, without suspending. */
export function useScreenGrants(): ScreenGrants | null {
  const [grants, setGrants] = useState<ScreenGrants | null>(null);
  useEffect(() => {
    let live = true;
    void loadScreenGrants().then((loaded) => {
      if (live) setGrants(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return grants;
}
