/** The brand variants, chosen by host. */
export const TEMPLATES = ['default', 'portal', 'construction', 'circle'] as const;
export type Template = (typeof TEMPLATES)[number];

/** The register password rules of spec 1 §5, in the order the hint lists them. */
export type PasswordRule =
  'minLength' | 'lowercase' | 'uppercase' | 'number' | 'special' | 'noWhitespace';

export interface SocialLink {
  network: 'instagram' | 'linkedin' | 'youtube' | 'facebook';
  label: string;
  href: string;
}

export interface FooterContacts {
  email: string;
  phone: string;
  /** The support address named by the reset options and the dashboard's empty fallback. */
  supportEmail: string;
  dataProtectionOfficerEmail: string;
  whistleblowingUrl: string;
  social: readonly SocialLink[];
}

export interface TemplateConfig {
  template: Template;
  platformName: string;
  footer: FooterContacts;
  passwordRules: readonly PasswordRule[];
  /** The corporate-portal variant hides the recovery e-mail option. */
  showsEmailRecovery: boolean;
  /** Shop, statement and order history exist only on the two allowed templates. */
  showsShop: boolean;
  /** Only the default template shows the decoins balance in the header. */
  showsDecoinsBalance: boolean;
  /** The circle register has a foreigner checkbox and a dd/mm/yyyy birth date. */
  registerVariant: 'standard' | 'circle';
  /** Zip field length: the masked #####-###, or 14 where foreigners type their own postal code. */
  zipMaxLength: number;
}

const ALL_PASSWORD_RULES: readonly PasswordRule[] = [
  'minLength',
  'lowercase',
  'uppercase',
  'number',
  'special',
  'noWhitespace',
];

// In the circle variant, uppercase and special are not required.
const CIRCLE_PASSWORD_RULES: readonly PasswordRule[] = [
  'minLength',
  'lowercase',
  'number',
  'noWhitespace',
];

const DEFAULT_PLATFORM_NAME = 'Decola';

const social = (domain: string, handle: string): readonly SocialLink[] => [
  { network: 'instagram', label: 'Instagram', href: `https://instagram.${domain}/${handle}` },
  { network: 'linkedin', label: 'LinkedIn', href: `https://linkedin.${domain}/company/${handle}` },
  { network: 'youtube', label: 'YouTube', href: `https://youtube.${domain}/@${handle}` },
];

// Contacts are placeholders on example domains (docs/decisions.md): no real company's data.
const CONFIGS: Record<Template, TemplateConfig> = {
  default: {
    template: 'default',
    platformName: DEFAULT_PLATFORM_NAME,
    footer: {
      email: 'contato@decola.dev',
      phone: '0800 000 0101',
      supportEmail: 'suporte@decola.dev',
      dataProtectionOfficerEmail: 'dpo@decola.dev',
      whistleblowingUrl: 'https://canaldedenuncia.decola.dev',
      social: social('example.com', 'decola'),
    },
    passwordRules: ALL_PASSWORD_RULES,
    showsEmailRecovery: true,
    showsShop: true,
    showsDecoinsBalance: true,
    registerVariant: 'standard',
    zipMaxLength: 9,
  },
  portal: {
    template: 'portal',
    platformName: 'Portal GTop',
    footer: {
      email: 'atendimento@portalgtop.dev',
      phone: '0800 000 0202',
      supportEmail: 'suporte@portalgtop.dev',
      dataProtectionOfficerEmail: 'privacidade@portalgtop.dev',
      whistleblowingUrl: 'https://etica.portalgtop.dev',
      social: social('example.com', 'portalgtop'),
    },
    passwordRules: ALL_PASSWORD_RULES,
    showsEmailRecovery: false,
    showsShop: true,
    showsDecoinsBalance: false,
    registerVariant: 'standard',
    zipMaxLength: 9,
  },
  construction: {
    template: 'construction',
    platformName: DEFAULT_PLATFORM_NAME,
    footer: {
      email: 'contato@decolaconstrucao.dev',
      phone: '0800 000 0303',
      supportEmail: 'suporte@decolaconstrucao.dev',
      dataProtectionOfficerEmail: 'dpo@decolaconstrucao.dev',
      whistleblowingUrl: 'https://canaldedenuncia.decolaconstrucao.dev',
      social: social('example.com', 'decolaconstrucao'),
    },
    passwordRules: ALL_PASSWORD_RULES,
    showsEmailRecovery: true,
    showsShop: false,
    showsDecoinsBalance: false,
    registerVariant: 'standard',
    zipMaxLength: 9,
  },
  circle: {
    template: 'circle',
    platformName: DEFAULT_PLATFORM_NAME,
    footer: {
      email: 'contato@circulodecola.dev',
      phone: '0800 000 0404',
      supportEmail: 'suporte@circulodecola.dev',
      dataProtectionOfficerEmail: 'dpo@circulodecola.dev',
      whistleblowingUrl: 'https://canaldedenuncia.circulodecola.dev',
      social: social('example.com', 'circulodecola'),
    },
    passwordRules: CIRCLE_PASSWORD_RULES,
    showsEmailRecovery: true,
    showsShop: false,
    showsDecoinsBalance: false,
    registerVariant: 'circle',
    zipMaxLength: 14,
  },
};

export const templateConfig = (template: Template): TemplateConfig => CONFIGS[template];

export const isTemplate = (value: unknown): value is Template =>
  typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value);

// The first label of the host names the variant; any other host is the default brand.
const HOST_PREFIXES = new Map<string, Template>([
  ['portal', 'portal'],
  ['construcao', 'construction'],
  ['circulo', 'circle'],
]);

/** The `?template=` override serves dev and Storybook (ARCHITECTURE.md). */
export function resolveTemplate(host: string, override?: string | null): Template {
  if (isTemplate(override)) return override;
  const firstLabel = host.trim().toLowerCase().replace(/\..*$/, '');
  return HOST_PREFIXES.get(firstLabel) ?? 'default';
}
