/**
 * The group's corporate link columns (footer): the same on every template, on an
 * example domain — no real company's pages. Contacts per template come from `templateConfig`.
 */
export type FooterLink = { label: string; href: string };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

const SITE = 'https://www.decola.dev';

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Sobre nós',
    links: [
      { label: 'Quem somos', href: `${SITE}/sobre` },
      { label: 'Nossa história', href: `${SITE}/sobre/historia` },
      { label: 'Sustentabilidade', href: `${SITE}/sobre/sustentabilidade` },
    ],
  },
  {
    title: 'Gestão',
    links: [
      { label: 'Governança corporativa', href: `${SITE}/gestao/governanca` },
      { label: 'Código de conduta', href: `${SITE}/gestao/codigo-de-conduta` },
      { label: 'Política de privacidade', href: `${SITE}/gestao/privacidade` },
    ],
  },
  {
    title: 'Negócios e marca',
    links: [
      { label: 'Nossas empresas', href: `${SITE}/negocios` },
      { label: 'Manual da marca', href: `${SITE}/marca` },
    ],
  },
  {
    title: 'Notícias',
    links: [
      { label: 'Sala de imprensa', href: `${SITE}/noticias` },
      { label: 'Blog', href: `${SITE}/blog` },
    ],
  },
  {
    title: 'Trabalhe conosco',
    links: [
      { label: 'Vagas abertas', href: `${SITE}/carreiras` },
      { label: 'Programa de estágio', href: `${SITE}/carreiras/estagio` },
    ],
  },
];

/** The powered-by credit: the platform's maker, on the example domain. */
export const POWERED_BY = { name: 'Decola Tecnologia Educacional', href: `${SITE}/tecnologia` };
