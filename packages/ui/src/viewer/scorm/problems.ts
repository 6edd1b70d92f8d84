/** What keeps a SCORM package from opening, in words a learner (or the course's author) follows. */
export type PackageProblem =
  | { kind: 'manifestMissing' }
  | { kind: 'notXml' }
  | { kind: 'notManifest' }
  | { kind: 'noActivity' }
  | { kind: 'missingResource'; title: string }
  | { kind: 'noLaunchPage'; title: string }
  | { kind: 'badAddress'; title: string }
  | { kind: 'outsidePortal'; title: string }
  | { kind: 'launchPageMissing'; path: string };

export const SCORM_TEXT = {
  loading: 'Carregando a atividade…',
  /** The package or its runtime could not be fetched: a retry may work. */
  unreachable: 'Não foi possível abrir a atividade.',
  broken: 'Este pacote SCORM não pôde ser aberto.',
} as const;

export function problemText(problem: PackageProblem): string {
  switch (problem.kind) {
    case 'manifestMissing':
      return 'O arquivo imsmanifest.xml, que descreve o pacote, não foi encontrado.';
    case 'notXml':
      return 'O arquivo imsmanifest.xml está danificado: o conteúdo dele não é um XML válido.';
    case 'notManifest':
      return 'O arquivo imsmanifest.xml não descreve um pacote SCORM.';
    case 'noActivity':
      return 'O manifesto do pacote não indica nenhuma atividade para abrir.';
    case 'missingResource':
      return `A atividade “${problem.title}” aponta para um recurso que não existe no manifesto.`;
    case 'noLaunchPage':
      return `O manifesto não diz qual página abre a atividade “${problem.title}”.`;
    case 'badAddress':
      return `O endereço da atividade “${problem.title}” no manifesto não é válido.`;
    case 'outsidePortal':
      return `A atividade “${problem.title}” aponta para um endereço fora do portal.`;
    case 'launchPageMissing':
      return `A página “${problem.path}”, que o manifesto indica para abrir a atividade, não está no pacote.`;
  }
}
