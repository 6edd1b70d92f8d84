// The real files the demo serves from apps/student/public/demo/ (at /student/demo/…), and which of
// them stands for each seeded content: many contents share a few small files.

export const DEMO_FILES_BASE = '/student/demo';

/** Handouts, made by scripts/generate-demo-files.ts (texts in scripts/demoHandouts.ts). */
export const HANDOUT = {
  safety: 'apostila-seguranca-no-canteiro.pdf',
  planning: 'guia-de-planejamento-de-obras.pdf',
  conduct: 'manual-de-politicas-e-conduta.pdf',
  slides: 'slides-de-apoio-da-aula.pdf',
  inspection: 'roteiro-inspecao-servicos-pbqph.pdf',
  nr35: 'nr-35-comentada.pdf',
} as const;

/** Spreadsheets, made by apps/student/scripts/demo-files/make-sheets.sh. */
export const SHEET = {
  budget: 'planilha-orcamento-sintetico.xlsx',
  niosh: 'calculadora-niosh.xlsx',
  formulas: 'exercicios-formulas-excel.xlsx',
} as const;

/** Spoken pt-BR audio and short videos, made by apps/student/scripts/demo-files/make-media.sh. */
export const AUDIO = [
  'boas-vindas.mp3',
  'seguranca-no-canteiro.mp3',
  'organizacao-do-trabalho.mp3',
] as const;
export const VIDEO = [
  'introducao-ao-curso.mp4',
  'equipamentos-de-protecao.mp4',
  'planejamento-da-obra.mp4',
] as const;

/**
 * How long each of those files plays, in seconds, as its own header says (a test reads the files
 * and compares): a video or audio content lasts as long as the file that stands for it.
 */
export const MEDIA_SECONDS: Record<(typeof AUDIO)[number] | (typeof VIDEO)[number], number> = {
  'boas-vindas.mp3': 42.16,
  'seguranca-no-canteiro.mp3': 40.28,
  'organizacao-do-trabalho.mp3': 32.52,
  'introducao-ao-curso.mp4': 34.5,
  'equipamentos-de-protecao.mp4': 42.58,
  'planejamento-da-obra.mp4': 33.92,
};

/** The demo's SCORM packages (public/demo/scorm/<name>/); the first stands for most contents. */
export const SCORM_PACKAGES = [
  'seguranca-no-canteiro',
  'indicadores-de-seguranca',
  'do-dado-ao-painel',
  'relatorio-de-medicao',
] as const;
export type ScormPackageName = (typeof SCORM_PACKAGES)[number];
export const SCORM_PACKAGE: ScormPackageName = 'seguranca-no-canteiro';

/** Pills' video links: a YouTube id as the last segment, led to a local video. */
export const DEMO_VIDEO_LINK_BASE = `${DEMO_FILES_BASE}/video`;
export const videoLinkUrl = (code: string) => `${DEMO_VIDEO_LINK_BASE}/${code}`;

export const fileUrl = (name: string) => `${DEMO_FILES_BASE}/files/${name}`;
export const audioUrl = (name: (typeof AUDIO)[number]) => `${DEMO_FILES_BASE}/audio/${name}`;
export const videoFileUrl = (name: (typeof VIDEO)[number]) => `${DEMO_VIDEO_LINK_BASE}/${name}`;
/** A SCORM content's file names its package by the package's manifest (docs/decisions.md). */
export const scormUrl = (name: ScormPackageName) =>
  `${DEMO_FILES_BASE}/scorm/${name}/imsmanifest.xml`;

/** The same key always picks the same item. */
export function pickFor<T>(items: readonly T[], key: string): T {
  let hash = 0;
  for (const character of key) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
}

const SAFETY =
  /\b(NR|EPI|APR|CIPA|SIPAT|segurança|risco|riscos|emergência|andaime|altura|escavaç|quente|primeiros socorros|ergonomia|proteç|carga|sinais|ocorrências|ferramentas|abandono|placas|recusa|alongamentos|visitantes|produtos|máquinas)/i;
const PLANNING =
  /\b(obra|cronograma|concretagem|projeto|estrutural|isométricos|serviço|inventário|resíduos|relatório|pastas|empreendimento|planilha|modelo federado|vistoria|indicadores|contrato|empreitada)/i;

/** The handout a PDF content opens, by what its title talks about. */
export function handoutFor(title: string): string {
  if (SAFETY.test(title)) return HANDOUT.safety;
  if (PLANNING.test(title)) return HANDOUT.planning;
  return HANDOUT.conduct;
}
