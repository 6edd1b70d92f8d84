import type { ReactNode } from 'react';

/**
 * Fictitious supporters drawn as simple SVG marks (no real company's logo, nothing fetched). Each
 * mark uses `currentColor`, so it follows the template's ink colour.
 */
export type Supporter = {
  name: string;
  /** The mark, in a 160×48 box. */
  mark: ReactNode;
};

export const DEFAULT_SUPPORTERS: readonly Supporter[] = [
  {
    name: 'Instituto Alicerce',
    mark: (
      <>
        <path d="M8 40L24 8l16 32z" fill="none" stroke="currentColor" strokeWidth="3" />
        <text x="48" y="31" fontSize="15" fontWeight="700" fill="currentColor">
          Alicerce
        </text>
      </>
    ),
  },
  {
    name: 'Fundação Horizonte',
    mark: (
      <>
        <circle cx="24" cy="30" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 30h36" stroke="currentColor" strokeWidth="3" />
        <text x="48" y="31" fontSize="15" fontWeight="700" fill="currentColor">
          Horizonte
        </text>
      </>
    ),
  },
  {
    name: 'Rede Ponte Aberta',
    mark: (
      <>
        <path d="M6 36q18-26 36 0" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 36h36M15 36v-9M24 36V20M33 36v-9" stroke="currentColor" strokeWidth="2" />
        <text x="48" y="31" fontSize="15" fontWeight="700" fill="currentColor">
          Ponte Aberta
        </text>
      </>
    ),
  },
  {
    name: 'Associação Engrenar',
    mark: (
      <>
        <circle cx="24" cy="24" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M24 8v6M24 34v6M8 24h6M34 24h6M12.7 12.7l4.2 4.2M31.1 31.1l4.2 4.2M12.7 35.3l4.2-4.2M31.1 16.9l4.2-4.2"
          stroke="currentColor"
          strokeWidth="3"
        />
        <text x="48" y="31" fontSize="15" fontWeight="700" fill="currentColor">
          Engrenar
        </text>
      </>
    ),
  },
  {
    name: 'Coletivo Semente',
    mark: (
      <>
        <path
          d="M24 40V22M24 22c0-8 6-13 14-13 0 8-6 13-14 13zM24 28c0-6-5-10-12-10 0 6 5 10 12 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <text x="48" y="31" fontSize="15" fontWeight="700" fill="currentColor">
          Semente
        </text>
      </>
    ),
  },
];
