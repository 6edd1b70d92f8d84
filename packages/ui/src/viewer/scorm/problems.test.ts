import { describe, expect, it } from 'vitest';
import { problemText, SCORM_TEXT, type PackageProblem } from './problems';

type Kind = PackageProblem['kind'];

/** Each problem with the sentence the learner reads under 'Este pacote SCORM não pôde ser aberto.'. */
const SENTENCES: { [K in Kind]: [Extract<PackageProblem, { kind: K }>, string] } = {
  manifestMissing: [
    { kind: 'manifestMissing' },
    'O arquivo imsmanifest.xml, que descreve o pacote, não foi encontrado.',
  ],
  notXml: [
    { kind: 'notXml' },
    'O arquivo imsmanifest.xml está danificado: o conteúdo dele não é um XML válido.',
  ],
  notManifest: [{ kind: 'notManifest' }, 'O arquivo imsmanifest.xml não descreve um pacote SCORM.'],
  noActivity: [
    { kind: 'noActivity' },
    'O manifesto do pacote não indica nenhuma atividade para abrir.',
  ],
  missingResource: [
    { kind: 'missingResource', title: 'Módulo 2' },
    'A atividade “Módulo 2” aponta para um recurso que não existe no manifesto.',
  ],
  noLaunchPage: [
    { kind: 'noLaunchPage', title: 'Módulo 2' },
    'O manifesto não diz qual página abre a atividade “Módulo 2”.',
  ],
  badAddress: [
    { kind: 'badAddress', title: 'Módulo 2' },
    'O endereço da atividade “Módulo 2” no manifesto não é válido.',
  ],
  outsidePortal: [
    { kind: 'outsidePortal', title: 'Módulo 2' },
    'A atividade “Módulo 2” aponta para um endereço fora do portal.',
  ],
  launchPageMissing: [
    { kind: 'launchPageMissing', path: 'modulo-2/index.html' },
    'A página “modulo-2/index.html”, que o manifesto indica para abrir a atividade, não está no pacote.',
  ],
};

describe('problemText: what keeps a package from opening, in pt-BR', () => {
  it.each(Object.entries(SENTENCES))('%s', (_kind, [problem, sentence]) => {
    expect(problemText(problem)).toBe(sentence);
  });

  it('says the package is broken, apart from a package that could not be reached', () => {
    expect(SCORM_TEXT.broken).toBe('Este pacote SCORM não pôde ser aberto.');
    expect(SCORM_TEXT.unreachable).toBe('Não foi possível abrir a atividade.');
  });
});
