import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { routerPath } from './paths';

/** Where to go once the call answered, with router state that stays out of the address. */
export type Destination = { href: string; state: unknown };

/**
 * Navigation that waits for a call, latest wins: a second request, a move elsewhere or leaving the
 * page while a call runs makes the earlier answer go nowhere (and its failure unsaid), so the
 * learner lands where they asked last, not where the slowest answer points.
 */
export function useLatestNavigation() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const latest = useRef({ ticket: 0 });

  useEffect(() => {
    const counter = latest.current;
    return () => {
      counter.ticket++;
    };
  }, [key]);

  return useCallback(
    async (destination: () => Promise<string | Destination | null>, options?: NavigateOptions) => {
      const counter = latest.current;
      const ticket = ++counter.ticket;
      let found: string | Destination | null;
      try {
        found = await destination();
      } catch (error) {
        if (ticket === counter.ticket) throw error;
        return;
      }
      if (ticket !== counter.ticket || found === null) return;
      if (typeof found === 'string') await navigate(routerPath(found), options);
      else await navigate(routerPath(found.href), { ...options, state: found.state });
    },
    [navigate],
  );
}
