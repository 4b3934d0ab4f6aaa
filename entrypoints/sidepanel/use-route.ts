import { useCallback, useEffect, useState } from 'preact/hooks';
import { parseRoute, routeHash, type Route } from '@/entrypoints/sidepanel/route';

/** The route in the URL hash, kept in sync both ways (back/forward work, links work). */
export function useRoute(): [Route, (route: Route) => void] {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  const navigate = useCallback((next: Route) => {
    const hash = routeHash(next);
    if (location.hash !== hash) location.hash = hash;
    else setRoute(next);
  }, []);
  return [route, navigate];
}
