import { OPERATIONS } from './operations.generated';

type Operation = (typeof OPERATIONS)[number];
type Route = Operation & { pattern: RegExp; literalSegments: number };

function compile(operation: Operation): Route {
  const segments = operation.path.split('/');
  const pattern = segments
    .map((segment) =>
      segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return {
    ...operation,
    pattern: new RegExp(`^${pattern}$`),
    literalSegments: segments.filter((segment) => segment && !segment.startsWith('{')).length,
  };
}

// `/courseTrack/list` and `/courseTrack/{id}` both match "/courseTrack/list": the route with more
// literal segments is the one meant, as in any router.
const ROUTES = OPERATIONS.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);

/** The contract operation a request calls, or null for a path the contract does not know. */
export function operationOf(method: string, pathname: string): Operation | null {
  const upper = method.toUpperCase();
  return ROUTES.find((route) => route.method === upper && route.pattern.test(pathname)) ?? null;
}
