import type { ScormPackageName } from './demoFiles';
import type { QuestionBankName } from './questionBanks';
import { SAFETY_COURSE_PLANS } from './safetyCoursePlans';

/**
 * Kinds: V YouTube, S SCORM, P PDF, E exercise, A MP3; the minutes to read, go through
 * or answer it (a video or audio lasts as long as the demo file that plays it instead); for a
 * SCORM content, the demo package it opens (public/demo/scorm/<name>/) when not the first one.
 */
export type ContentPlan = [
  kind: 'V' | 'S' | 'P' | 'E' | 'A',
  title: string,
  minutes: number,
  scormPackage?: ScormPackageName,
];

export type CoursePlan = {
  id: number;
  schoolId: number;
  title: string;
  description: string;
  interestIds: number[];
  instructorIds: number[];
  contents: ContentPlan[];
  /** The subject of the questions of its exercise (the course's E content). */
  exercise?: QuestionBankName;
  /** Decoins credited when the course is finished. */
  decoins?: number;
  noCertificate?: true;
  blocked?: true;
  pill?: true;
  hasNewContent?: true;
  /** Release window in days from today; null: no such bound ("new" course). */
  release?: [start: number | null, end: number | null];
  /** Contents (1-based positions) not released yet, and blocked ones. */
  unreleased?: number[];
  /** Days from today when the unreleased contents open; left out: the date is not known. */
  releasesIn?: number;
  lockedContents?: number[];
  introVideo?: true;
};

/**
 * Ids are not grouped by school: other areas name some (NR-35 is course 4, 9 and 12 are new;
 * doubts answered on contents 302, 702 and 1101; recommendations of courses 2 and 5).
 */
export const COURSE_PLANS: CoursePlan[] = [
  {
    id: 1,
    schoolId: 1,
    title: 'Boas-vindas à Decola: Nossa História e Nossos Valores',
    description:
      'Conheça os **40 anos** de história do grupo, as obras que nos orgulham e os valores que guiam cada decisão, do canteiro à diretoria.',
    interestIds: [6],
    instructorIds: [11],
    contents: [
      ['V', 'Mensagem da diretoria', 8],
      ['V', 'Nossa história em obras', 14],
      ['P', 'Manual do colaborador', 15],
    ],
    noCertificate: true,
    introVideo: true,
  },
  {
    id: 2,
    schoolId: 3,
    title: 'Orçamento de Obras: Composições, BDI e Curva ABC',
    description:
      'Monte um orçamento do zero: levantamento de quantitativos, composições de custo unitário, **BDI** e a curva ABC para saber onde está o dinheiro da obra.',
    interestIds: [5, 11],
    instructorIds: [5],
    contents: [
      ['V', 'Estrutura de um orçamento de obra', 18],
      ['V', 'Composições de custo unitário e tabela SINAPI', 22],
      ['S', 'Simulador de cálculo do BDI', 30],
      ['E', 'Avaliação: orçamento de obras', 15],
    ],
    exercise: 'finance',
    decoins: 150,
    introVideo: true,
  },
  {
    id: 3,
    schoolId: 2,
    title: 'Primeiros Socorros no Canteiro de Obras',
    description:
      'O que fazer nos primeiros minutos de um acidente: avaliação da cena, acionamento do socorro, **RCP** e controle de hemorragias.',
    interestIds: [3, 12],
    instructorIds: [3],
    contents: [
      ['V', 'Avaliação da cena e acionamento do socorro', 12],
      ['V', 'Parada cardiorrespiratória e RCP', 16],
      ['P', 'Guia rápido de primeiros socorros', 10],
      ['E', 'Avaliação final: primeiros socorros', 10],
    ],
    exercise: 'firstAid',
    decoins: 100,
  },
  {
    id: 4,
    schoolId: 2,
    title: 'NR-35 – Trabalho em Altura',
    description:
      'Capacitação conforme a **NR-35**: análise de risco, permissão de trabalho, sistemas de proteção contra quedas, inspeção de equipamentos e resgate.',
    interestIds: [3],
    instructorIds: [12, 1],
    contents: [
      ['V', 'Conceitos e responsabilidades da NR-35', 20],
      ['V', 'Sistemas de proteção contra quedas', 25],
      ['S', 'Inspeção do cinturão paraquedista', 30],
      ['P', 'Modelo de permissão de trabalho em altura', 10],
      ['E', 'Avaliação NR-35', 15],
    ],
    exercise: 'workAtHeight',
    decoins: 200,
    hasNewContent: true,
    introVideo: true,
  },
  {
    id: 5,
    schoolId: 3,
    title: 'Gestão de Contratos com Empreiteiros',
    description:
      'Escopo, medições, aditivos e retenções: como contratar e acompanhar empreiteiros sem surpresas no fim da obra.',
    interestIds: [2, 5],
    instructorIds: [6],
    contents: [
      ['V', 'Escopo e critérios de medição', 18],
      ['P', 'Modelo de contrato de empreitada', 12],
      ['P', 'Checklist de encerramento de contrato', 8],
    ],
  },
  {
    id: 6,
    schoolId: 1,
    title: 'Código de Conduta e Canal de Ética',
    description:
      'As regras que orientam nossas relações com colegas, clientes, fornecedores e poder público, e como usar o **Canal de Ética**.',
    interestIds: [6],
    instructorIds: [11],
    contents: [
      ['V', 'Por que temos um Código de Conduta', 10],
      ['P', 'Código de Conduta Decola', 20],
      ['E', 'Avaliação: Código de Conduta', 10],
    ],
    exercise: 'conduct',
    decoins: 50,
  },
  {
    id: 7,
    schoolId: 1,
    title: 'Ergonomia no Canteiro e no Escritório',
    description:
      'Posturas, pausas e levantamento de cargas: cuidados simples que evitam dores e afastamentos, na obra e na mesa de trabalho.',
    interestIds: [12, 3],
    instructorIds: [7],
    contents: [
      ['V', 'Postura e pausas no trabalho de escritório', 12],
      ['V', 'Levantamento manual de cargas: a equação de NIOSH', 18],
      ['P', 'Cartilha de ergonomia', 8],
      // Short, and the only one the aluno has left: the journey that finishes a course plays it.
      ['V', 'Alongamento de 30 segundos antes do turno', 0.5],
    ],
    decoins: 60,
  },
  {
    id: 8,
    schoolId: 1,
    title: 'LGPD no Dia a Dia',
    description:
      'O que a **Lei Geral de Proteção de Dados** muda na rotina: dados de clientes, de colaboradores e de fornecedores, com exemplos reais das obras.',
    interestIds: [8, 6],
    instructorIds: [11],
    contents: [
      ['V', 'O que é dado pessoal e dado sensível', 14],
      ['S', 'Situações do dia a dia: certo ou errado?', 20],
      ['E', 'Avaliação: LGPD', 10],
    ],
    exercise: 'conduct',
    decoins: 80,
  },
  {
    id: 9,
    schoolId: 2,
    title: 'Concretagem sem Falhas: do Pedido ao Adensamento',
    description:
      'Programação do concreto, recebimento do caminhão, lançamento, adensamento e cura: o passo a passo para evitar ninhos e fissuras.',
    interestIds: [10, 11],
    instructorIds: [9],
    contents: [
      ['V', 'Programação e recebimento do concreto', 15],
      ['V', 'Lançamento, adensamento e cura', 20],
      ['P', 'Checklist de concretagem', 6],
    ],
    decoins: 120,
    release: [-10, 20],
    introVideo: true,
  },
  {
    id: 10,
    schoolId: 4,
    title: 'Liderança Situacional na Prática',
    description:
      'Identifique o nível de maturidade de cada pessoa da equipe e adapte seu estilo: **direcionar, orientar, apoiar ou delegar**.',
    interestIds: [1],
    instructorIds: [11],
    contents: [
      ['V', 'Os quatro estilos de liderança', 16],
      ['V', 'Diagnóstico de maturidade da equipe', 14],
      ['P', 'Roteiro de conversa de desenvolvimento', 8],
      ['E', 'Avaliação: liderança situacional', 12],
    ],
    exercise: 'leadership',
    decoins: 150,
  },
  {
    id: 11,
    schoolId: 2,
    title: 'Qualidade na Execução: PBQP-H no Dia a Dia',
    description:
      'Como o sistema de gestão da qualidade funciona na obra: procedimentos, **fichas de verificação de serviço** e tratamento de não conformidades.',
    interestIds: [10],
    instructorIds: [10],
    contents: [
      ['V', 'Sistema de gestão da qualidade na obra', 15],
      ['P', 'Fichas de verificação de serviço', 10],
      ['E', 'Avaliação: qualidade na execução', 10],
    ],
    exercise: 'quality',
    decoins: 100,
    hasNewContent: true,
  },
  {
    id: 12,
    schoolId: 4,
    title: 'Feedback que Desenvolve Equipes',
    description:
      'Ferramentas práticas para dar e receber feedback com o modelo **SCI** (situação, comportamento e impacto), com exemplos reais de obra.',
    interestIds: [1, 6],
    instructorIds: [11, 7],
    contents: [
      ['V', 'Feedback que desenvolve', 9],
      ['V', 'O modelo SCI na prática', 12],
      ['A', 'Podcast: feedback entre pares', 18],
      ['E', 'Avaliação: feedback', 10],
    ],
    exercise: 'leadership',
    decoins: 120,
    release: [-5, 25],
    unreleased: [4],
    introVideo: true,
  },
  {
    id: 13,
    schoolId: 2,
    title: 'NR-18 – Condições de Trabalho na Construção',
    description:
      'Os requisitos da **NR-18** para áreas de vivência, proteções coletivas, escavações e movimentação de cargas no canteiro.',
    interestIds: [3],
    instructorIds: [2],
    contents: [
      ['V', 'Programa de gerenciamento de riscos (PGR)', 16],
      ['V', 'Proteções coletivas e áreas de vivência', 18],
      ['P', 'Resumo da NR-18', 12],
    ],
    decoins: 100,
  },
  {
    id: 14,
    schoolId: 2,
    title: 'NR-10 – Segurança em Instalações Elétricas Provisórias',
    description:
      'Riscos elétricos no canteiro, quadros provisórios, bloqueio e etiquetagem e as responsabilidades de cada um.',
    interestIds: [3],
    instructorIds: [1],
    contents: [
      ['V', 'Riscos elétricos no canteiro', 15],
      ['S', 'Bloqueio e etiquetagem passo a passo', 20],
      ['E', 'Avaliação: segurança em eletricidade', 10],
    ],
    exercise: 'safety',
  },
  {
    id: 15,
    schoolId: 2,
    title: 'NR-12 – Máquinas e Equipamentos no Canteiro',
    description:
      'Proteções, dispositivos de parada de emergência e inspeção diária de betoneiras, serras circulares e policortes.',
    interestIds: [3],
    instructorIds: [1, 2],
    contents: [
      ['V', 'Proteções fixas e móveis', 14],
      ['P', 'Checklist diário de máquinas', 6],
    ],
  },
  {
    id: 16,
    schoolId: 2,
    title: 'EPI: Escolha, Uso e Conservação (NR-6)',
    description:
      'Qual equipamento usar em cada atividade, como ajustar, higienizar e guardar, e quando pedir a troca.',
    interestIds: [3],
    instructorIds: [12],
    contents: [
      ['V', 'O EPI certo para cada risco', 12],
      ['A', 'Áudio-aula: conservação e troca do EPI', 10],
      ['P', 'Ficha de entrega de EPI', 5],
    ],
    decoins: 60,
  },
  {
    id: 17,
    schoolId: 2,
    title: 'Espaços Confinados (NR-33)',
    description:
      'Reconhecimento, avaliação e controle de riscos em espaços confinados. Liberado após a conclusão da trilha de segurança.',
    interestIds: [3],
    instructorIds: [12],
    contents: [
      ['V', 'O que é um espaço confinado', 15],
      ['V', 'Permissão de entrada e trabalho (PET)', 18],
      ['E', 'Avaliação NR-33', 12],
    ],
    exercise: 'safety',
    blocked: true,
  },
  {
    id: 18,
    schoolId: 2,
    title: 'Leitura de Projetos Estruturais',
    description:
      'Interprete plantas de fôrma e armação, cortes e detalhes com segurança, antes de liberar a concretagem.',
    interestIds: [11],
    instructorIds: [5],
    contents: [
      ['V', 'Plantas de fôrma: cotas, níveis e eixos', 20],
      ['V', 'Detalhamento de armaduras', 22],
      ['P', 'Legenda e simbologia estrutural', 8],
      ['E', 'Avaliação: leitura de projetos', 12],
    ],
    exercise: 'planning',
    decoins: 150,
  },
  {
    id: 19,
    schoolId: 2,
    title: 'Leitura de Projetos de Instalações Hidrossanitárias',
    description:
      'Prumadas, ramais, caixas e declividades: como ler o projeto hidrossanitário e evitar retrabalho nas alvenarias.',
    interestIds: [11],
    instructorIds: [5],
    contents: [
      ['V', 'Água fria, água quente e esgoto', 18],
      ['P', 'Isométricos comentados', 10],
    ],
  },
  {
    id: 20,
    schoolId: 2,
    title: 'Planejamento de Obras com Linha de Balanço',
    description:
      'Planeje obras repetitivas com a **linha de balanço**: ritmos, lotes e o plano de curto prazo que a equipe realmente cumpre.',
    interestIds: [11, 2],
    instructorIds: [6],
    contents: [
      ['V', 'O que é a linha de balanço', 15],
      ['V', 'Ritmos e lotes de produção', 20],
      ['S', 'Monte sua linha de balanço', 30],
    ],
    decoins: 180,
    hasNewContent: true,
    unreleased: [3],
    releasesIn: 9,
  },
  {
    id: 21,
    schoolId: 2,
    title: 'Controle de Perdas e Gestão de Resíduos no Canteiro',
    description:
      'Medir, reduzir e destinar corretamente os resíduos da obra, conforme o PGRCC e a resolução CONAMA 307.',
    interestIds: [4, 10],
    instructorIds: [10],
    contents: [
      ['V', 'Onde a obra perde material', 14],
      ['P', 'Plano de gerenciamento de resíduos', 12],
    ],
  },
  {
    id: 22,
    schoolId: 2,
    title: 'Manutenção Preventiva de Equipamentos de Obra',
    description:
      'Plano de manutenção, inspeções diárias e registros que evitam paradas de betoneiras, guinchos e compactadores.',
    interestIds: [10],
    instructorIds: [9],
    contents: [
      ['V', 'Plano de manutenção preventiva', 16],
      ['A', 'Áudio-aula: registros de manutenção', 12],
    ],
  },
  {
    id: 23,
    schoolId: 2,
    title: 'Operação Segura de Gruas e Elevadores de Obra',
    description:
      'Sinalização, amarração de cargas, inspeção diária e limites de vento na operação de gruas e elevadores cremalheira.',
    interestIds: [3],
    instructorIds: [1],
    contents: [
      ['V', 'Inspeção diária e limites de operação', 15],
      ['V', 'Amarração e sinalização de cargas', 18],
      ['P', 'Tabela de carga e código de sinais', 6],
    ],
    release: [null, 6],
  },
  {
    id: 24,
    schoolId: 1,
    title: 'Segurança da Informação: Senhas, Phishing e Dispositivos',
    description:
      'Proteja os dados da empresa e os seus: senhas fortes, e-mails falsos, redes públicas e cuidados com o celular corporativo.',
    interestIds: [8],
    instructorIds: [5],
    contents: [
      ['V', 'Como os golpes começam', 12],
      ['V', 'Senhas e autenticação em dois fatores', 10],
      ['E', 'Avaliação: segurança da informação', 8],
    ],
    exercise: 'informationSecurity',
    decoins: 50,
  },
  {
    id: 25,
    schoolId: 1,
    title: 'Diversidade e Inclusão nas Equipes de Obra',
    description:
      'Equipes diversas decidem melhor. Vieses inconscientes, linguagem respeitosa e a presença das mulheres no canteiro.',
    interestIds: [6, 1],
    instructorIds: [6],
    contents: [
      ['V', 'Vieses inconscientes no dia a dia', 14],
      ['A', 'Podcast: mulheres na construção', 22],
    ],
  },
  {
    id: 26,
    schoolId: 1,
    title: 'Prevenção ao Assédio Moral e Sexual',
    description:
      'Reconhecer, prevenir e relatar situações de assédio, e como a empresa acolhe quem relata.',
    interestIds: [6],
    instructorIds: [7],
    contents: [
      ['V', 'O que é e o que não é assédio', 15],
      ['P', 'Política de prevenção ao assédio', 10],
    ],
    decoins: 50,
  },
  {
    id: 27,
    schoolId: 1,
    title: 'Sustentabilidade e ESG na Construção Civil',
    description:
      'Emissões, água, resíduos e relação com a vizinhança: o que significa ESG para uma construtora e como medir.',
    interestIds: [4],
    instructorIds: [10],
    contents: [
      ['V', 'ESG em uma construtora', 16],
      ['V', 'Certificações ambientais de edifícios', 18],
      ['P', 'Relatório de sustentabilidade do grupo', 15],
    ],
  },
  {
    id: 28,
    schoolId: 1,
    title: 'Saúde Mental e Equilíbrio no Trabalho',
    description:
      'Sinais de esgotamento, conversas de apoio entre colegas e os canais de acolhimento que a empresa oferece.',
    interestIds: [12],
    instructorIds: [7],
    contents: [
      ['V', 'Reconhecendo sinais de esgotamento', 14],
      ['A', 'Meditação guiada de 10 minutos', 10],
      ['A', 'Podcast: conversas que acolhem', 20],
    ],
  },
  {
    id: 29,
    schoolId: 1,
    title: 'Compliance Anticorrupção e Relação com o Poder Público',
    description:
      'Lei Anticorrupção, licenciamentos, fiscalizações e como agir em reuniões com agentes públicos. Disponível para gestores.',
    interestIds: [6, 5],
    instructorIds: [11],
    contents: [
      ['V', 'A Lei Anticorrupção na prática', 16],
      ['P', 'Política de relacionamento com o poder público', 10],
      ['E', 'Avaliação: compliance', 10],
    ],
    exercise: 'conduct',
    blocked: true,
  },
  {
    id: 30,
    schoolId: 3,
    title: 'Fluxo de Caixa e Medição de Obras',
    description:
      'Do cronograma físico-financeiro ao fluxo de caixa: medições, faturamento e o capital de giro que a obra precisa.',
    interestIds: [5],
    instructorIds: [5],
    contents: [
      ['V', 'Cronograma físico-financeiro', 18],
      ['S', 'Planilha interativa de fluxo de caixa', 25],
    ],
  },
  {
    id: 31,
    schoolId: 3,
    title: 'Compras e Negociação com Fornecedores',
    description:
      'Cotação, equalização de propostas e negociação: como comprar melhor sem perder qualidade nem prazo.',
    interestIds: [5, 9],
    instructorIds: [6],
    contents: [
      ['V', 'Equalização de propostas', 15],
      ['A', 'Áudio-aula: táticas de negociação', 16],
    ],
  },
  {
    id: 32,
    schoolId: 3,
    title: 'Rotinas de Departamento Pessoal na Obra',
    description:
      'Admissão, integração, ponto, horas extras e desligamento dos colaboradores de obra, sem erros na folha.',
    interestIds: [5],
    instructorIds: [11],
    contents: [
      ['V', 'Admissão e integração no canteiro', 14],
      ['P', 'Calendário de fechamento da folha', 6],
    ],
  },
  {
    id: 33,
    schoolId: 3,
    title: 'Legislação Trabalhista para Líderes de Obra',
    description:
      'Jornada, horas extras, banco de horas e terceirização: o que o líder precisa saber para evitar passivos trabalhistas.',
    interestIds: [1],
    instructorIds: [11],
    contents: [
      ['V', 'Jornada e banco de horas', 16],
      ['P', 'Guia rápido da CLT para líderes', 12],
      ['E', 'Avaliação: legislação trabalhista', 10],
    ],
    exercise: 'conduct',
  },
  {
    id: 34,
    schoolId: 3,
    title: 'Gestão de Documentos e Arquivo Técnico',
    description:
      'Organize projetos, ARTs, contratos e registros da obra para encontrar tudo em segundos, inclusive na auditoria.',
    interestIds: [10],
    instructorIds: [10],
    contents: [
      ['P', 'Estrutura de pastas padrão da obra', 8],
      ['P', 'Tabela de temporalidade de documentos', 6],
    ],
    noCertificate: true,
  },
  {
    id: 35,
    schoolId: 3,
    title: 'Indicadores Administrativos com Metas Claras',
    description:
      'Defina poucos indicadores que importam, com metas claras e uma rotina de acompanhamento que a equipe entende.',
    interestIds: [5, 8],
    instructorIds: [5],
    contents: [
      ['V', 'Como escolher bons indicadores', 14],
      ['S', 'Monte o painel da sua área', 20],
    ],
  },
  {
    id: 36,
    schoolId: 3,
    title: 'Controle Patrimonial de Ferramentas e Equipamentos',
    description:
      'Cadastro, transferência entre obras e inventário de ferramentas e equipamentos. Disponível para o almoxarifado.',
    interestIds: [5],
    instructorIds: [9],
    contents: [
      ['V', 'Cadastro e etiquetagem patrimonial', 12],
      ['P', 'Procedimento de inventário', 8],
    ],
    blocked: true,
  },
  {
    id: 37,
    schoolId: 3,
    title: 'Introdução à Contabilidade de Obras',
    description:
      'Receita por avanço físico, custos incorridos e apropriação: a contabilidade explicada para engenheiros.',
    interestIds: [5],
    instructorIds: [5],
    contents: [
      ['V', 'Receita por avanço físico (POC)', 18],
      ['V', 'Apropriação de custos', 15],
      // One minute: the questionnaire journey that runs out of time.
      ['E', 'Avaliação: contabilidade de obras', 1],
    ],
    exercise: 'finance',
  },
  {
    id: 38,
    schoolId: 4,
    title: 'Gestão de Equipes de Alta Performance',
    description:
      'Ferramentas práticas para **engajar** e desenvolver sua equipe no canteiro e no escritório.',
    interestIds: [1],
    instructorIds: [6],
    contents: [
      ['V', 'O que faz uma equipe de alta performance', 16],
      ['V', 'Rituais de acompanhamento', 14],
      ['S', 'Plano de desenvolvimento individual', 25],
    ],
    decoins: 150,
  },
  {
    id: 39,
    schoolId: 4,
    title: 'Gestão de Projetos com PMBOK Aplicado a Obras',
    description:
      'Escopo, prazo, custo, riscos e partes interessadas: as áreas do PMBOK traduzidas para a realidade das obras.',
    interestIds: [2, 11],
    instructorIds: [6],
    contents: [
      ['V', 'Termo de abertura e escopo', 18],
      ['V', 'Riscos e partes interessadas', 20],
      ['P', 'Modelos de documentos de projeto', 10],
      ['E', 'Avaliação: gestão de projetos', 12],
    ],
    exercise: 'planning',
    decoins: 200,
    lockedContents: [4],
  },
  {
    id: 40,
    schoolId: 4,
    title: 'Metodologias Ágeis para Engenharia',
    description:
      'Quadros visuais, ciclos curtos e reuniões diárias: o que dá para aproveitar do ágil no escritório técnico e na obra.',
    interestIds: [2, 7],
    instructorIds: [4],
    contents: [
      ['V', 'Ágil fora do software', 14],
      ['S', 'Monte um quadro Kanban de obra', 20],
    ],
    release: [-60, -30],
  },
  {
    id: 41,
    schoolId: 4,
    title: 'Comunicação Não Violenta no Canteiro',
    description:
      'Observar sem julgar, falar de sentimentos e necessidades e fazer pedidos claros, mesmo sob pressão de prazo.',
    interestIds: [6],
    instructorIds: [7],
    contents: [
      ['V', 'Os quatro passos da CNV', 15],
      ['A', 'Podcast: conversas difíceis na obra', 20],
    ],
  },
  {
    id: 42,
    schoolId: 4,
    title: 'DDS e Reuniões de Alinhamento que Funcionam',
    description:
      'Uma pílula rápida para conduzir o Diálogo Diário de Segurança e reuniões curtas que terminam com decisões.',
    interestIds: [6, 1],
    instructorIds: [11],
    contents: [
      ['V', 'DDS em 10 minutos', 6],
      ['P', 'Guia rápido de reuniões de alinhamento', 4],
    ],
    noCertificate: true,
    pill: true,
  },
  {
    id: 43,
    schoolId: 4,
    title: 'Tomada de Decisão Baseada em Dados',
    description:
      'Perguntas certas, dados confiáveis e vieses a evitar: decida melhor com as informações que a obra já produz.',
    interestIds: [8],
    instructorIds: [5],
    contents: [
      ['V', 'Da intuição aos dados', 14],
      ['S', 'Estudo de caso: atraso na estrutura', 25],
    ],
  },
  {
    id: 44,
    schoolId: 4,
    title: 'Gestão de Conflitos e Negociação',
    description:
      'Conflitos entre equipes, empreiteiros e clientes: como negociar soluções em que todos ganham.',
    interestIds: [1, 6],
    instructorIds: [7],
    contents: [
      ['V', 'Tipos de conflito na obra', 14],
      ['V', 'Negociação baseada em interesses', 18],
    ],
  },
  {
    id: 45,
    schoolId: 4,
    title: 'Mentoria para Novos Encarregados',
    description:
      'Programa de mentoria para quem acabou de assumir uma equipe. Liberado pela coordenação da obra.',
    interestIds: [1],
    instructorIds: [9],
    contents: [
      ['V', 'O primeiro mês como encarregado', 15],
      ['A', 'Conversas com encarregados experientes', 25],
      ['P', 'Plano de mentoria', 6],
    ],
    blocked: true,
  },
  {
    id: 46,
    schoolId: 5,
    title: 'Atendimento ao Cliente na Entrega das Chaves',
    description:
      'Vistoria, termo de entrega e manual do proprietário: como fazer da entrega das chaves um momento memorável.',
    interestIds: [9],
    instructorIds: [6],
    contents: [
      ['V', 'Preparando a vistoria de entrega', 14],
      ['P', 'Roteiro de vistoria com o cliente', 8],
      ['E', 'Avaliação: atendimento na entrega', 8],
    ],
    exercise: 'customerService',
    decoins: 90,
  },
  {
    id: 47,
    schoolId: 5,
    title: 'Gestão de Assistência Técnica e Pós-Obra',
    description:
      'Chamados, prazos de garantia e análise de causas: a assistência técnica como fonte de melhoria para as próximas obras.',
    interestIds: [9, 10],
    instructorIds: [10],
    contents: [
      ['V', 'Fluxo de atendimento de chamados', 14],
      ['S', 'Simulação: atendimento de um chamado', 20],
    ],
  },
  {
    id: 48,
    schoolId: 5,
    title: 'Técnicas de Vendas para Lançamentos Imobiliários',
    description:
      'Do primeiro contato ao fechamento: entenda o cliente, apresente o empreendimento e trate objeções.',
    interestIds: [9],
    instructorIds: [11],
    contents: [
      ['V', 'Entendendo o cliente', 15],
      ['V', 'Tratamento de objeções', 16],
    ],
  },
  {
    id: 49,
    schoolId: 5,
    title: 'Relacionamento com Clientes em Obras Corporativas',
    description:
      'Reuniões de obra, relatórios de avanço e mudanças de escopo com clientes corporativos exigentes.',
    interestIds: [9, 6],
    instructorIds: [6],
    contents: [
      ['V', 'Relatórios de avanço que o cliente lê', 14],
      ['A', 'Áudio-aula: mudanças de escopo', 14],
    ],
  },
  {
    id: 50,
    schoolId: 5,
    title: 'Panorama do Mercado Imobiliário Brasileiro',
    description:
      'Ciclos do mercado, financiamento, programas habitacionais e o que os números dizem sobre os próximos anos.',
    interestIds: [5],
    instructorIds: [5],
    contents: [
      ['V', 'Ciclos do mercado imobiliário', 18],
      ['P', 'Indicadores do setor', 10],
    ],
    noCertificate: true,
  },
  {
    id: 51,
    schoolId: 5,
    title: 'Incorporação Imobiliária: do Terreno ao Habite-se',
    description:
      'Estudo de viabilidade, aprovações, registro da incorporação e habite-se: o caminho de um empreendimento.',
    interestIds: [5, 11],
    instructorIds: [6],
    contents: [
      ['V', 'Viabilidade de um terreno', 18],
      ['V', 'Aprovações e registro da incorporação', 16],
      ['P', 'Linha do tempo de um empreendimento', 6],
    ],
  },
  {
    id: 52,
    schoolId: 5,
    title: 'Marca Empregadora e Comunicação nas Obras',
    description:
      'Tapumes, placas, redes sociais e o orgulho de quem trabalha na obra: como cuidamos da marca Decola.',
    interestIds: [6],
    instructorIds: [7],
    contents: [
      ['V', 'A marca Decola no canteiro', 12],
      ['P', 'Manual de aplicação da marca em obras', 10],
    ],
    noCertificate: true,
  },
  {
    id: 53,
    schoolId: 5,
    title: 'Construtechs e Inovação no Canteiro',
    description:
      'Sensores, drones, impressão 3D e aplicativos: uma pílula sobre as construtechs que já estão mudando as obras.',
    interestIds: [7, 8],
    instructorIds: [4],
    contents: [
      ['V', 'Cinco construtechs para conhecer', 5],
      ['A', 'Podcast: inovação que chegou à obra', 6],
    ],
    pill: true,
    release: [-2, null],
  },
  {
    id: 54,
    schoolId: 5,
    title: 'Design Thinking para Soluções de Obra',
    description:
      'Empatia, definição do problema, ideação e protótipo aplicados aos problemas reais do canteiro.',
    interestIds: [7],
    instructorIds: [4],
    contents: [
      ['V', 'As etapas do design thinking', 15],
      ['S', 'Oficina: redesenhando o almoxarifado', 25],
    ],
  },
  {
    id: 55,
    schoolId: 6,
    title: 'Excel para Engenharia: Fórmulas Essenciais',
    description:
      'SOMASE, PROCV, referências absolutas e validação de dados para planilhas de orçamento e de controle de obra.',
    interestIds: [8, 11],
    instructorIds: [5],
    contents: [
      ['V', 'Referências e fórmulas básicas', 16],
      ['V', 'SOMASE, CONT.SE e PROCV', 20],
      ['S', 'Exercícios práticos com planilha de obra', 25],
      ['E', 'Avaliação: fórmulas do Excel', 10],
    ],
    exercise: 'spreadsheets',
    decoins: 120,
  },
  {
    id: 56,
    schoolId: 6,
    title: 'Excel Avançado: Tabelas Dinâmicas e Dashboards de Obra',
    description:
      'Transforme a planilha de apropriação em tabelas dinâmicas e painéis de acompanhamento de custos e prazos.',
    interestIds: [8],
    instructorIds: [5],
    contents: [
      ['V', 'Tabelas dinâmicas do zero', 18],
      ['V', 'Gráficos e segmentação de dados', 16],
      ['P', 'Planilha modelo de acompanhamento', 5],
    ],
    decoins: 150,
  },
  {
    id: 57,
    schoolId: 6,
    title: 'BIM na Prática com Revit',
    description:
      'Modelagem de arquitetura e estrutura, famílias e tabelas de quantitativos no Revit, com um edifício residencial real.',
    interestIds: [8, 7],
    instructorIds: [4],
    contents: [
      ['V', 'Interface e primeiros elementos', 20],
      ['V', 'Famílias e tabelas de quantitativos', 24],
      ['S', 'Modelagem guiada de um pavimento tipo', 40],
    ],
    decoins: 200,
    release: [-3, 30],
  },
  {
    id: 58,
    schoolId: 6,
    title: 'Compatibilização de Projetos no Navisworks',
    description:
      'Federação de modelos, detecção de interferências e relatórios de compatibilização antes de a obra começar.',
    interestIds: [8, 11],
    instructorIds: [4, 5],
    contents: [
      ['V', 'Federando os modelos das disciplinas', 18],
      ['V', 'Detecção de interferências', 22],
    ],
  },
  {
    id: 59,
    schoolId: 6,
    title: 'Power BI para Indicadores de Obra',
    description:
      'Conecte planilhas de obra ao Power BI e construa painéis de avanço físico, custos e segurança.',
    interestIds: [8],
    instructorIds: [5],
    // One content of each kind the viewer plays, short ones first, then a blocked one: the
    // content viewer's journeys take the aluno (enrolled, not started) through it. After it, the
    // SCORM packages as companies have them: 2004, several SCOs in one package, a broken one.
    contents: [
      ['V', 'Conectando as fontes de dados', 0.5],
      ['S', 'Painel de avanço físico passo a passo', 30],
      ['P', 'Guia de visuais e relatórios de obra', 10],
      ['A', 'Áudio-aula: contando a história com dados', 0.5],
      ['V', 'Medidas DAX essenciais', 22],
      ['S', 'Indicadores de segurança no painel', 15, 'indicadores-de-seguranca'],
      ['S', 'Do dado ao painel em três módulos', 20, 'do-dado-ao-painel'],
      ['S', 'Relatório de medição mensal', 10, 'relatorio-de-medicao'],
    ],
    decoins: 180,
    lockedContents: [5],
  },
  {
    id: 60,
    schoolId: 6,
    title: 'Microsoft Teams e SharePoint para Equipes de Obra',
    description:
      'Canais por obra, arquivos sempre na última versão e reuniões remotas com a equipe de campo.',
    interestIds: [8, 6],
    instructorIds: [4],
    contents: [
      ['V', 'Organizando a obra no Teams', 12],
      ['P', 'Boas práticas de arquivos no SharePoint', 6],
    ],
    noCertificate: true,
  },
  {
    id: 61,
    schoolId: 6,
    title: 'Diário de Obra Digital',
    description:
      'Registre clima, efetivo, serviços e ocorrências no diário de obra digital, com fotos e assinaturas.',
    interestIds: [11, 8],
    instructorIds: [9],
    contents: [
      ['V', 'Preenchendo o diário de obra', 12],
      ['P', 'Modelo de relatório diário', 5],
    ],
  },
  {
    id: 62,
    schoolId: 6,
    title: 'Automação de Rotinas com Power Automate',
    description:
      'Automatize aprovações, lembretes e relatórios sem programar, com fluxos prontos para a rotina administrativa.',
    interestIds: [8, 7],
    instructorIds: [4],
    contents: [
      ['V', 'Seu primeiro fluxo automatizado', 15],
      ['S', 'Fluxo de aprovação de compras', 25],
    ],
    release: [0, 14],
  },
  {
    id: 63,
    schoolId: 6,
    title: 'MS Project: Cronograma Físico-Financeiro',
    description:
      'EAP, dependências, recursos e linha de base no MS Project, até o cronograma físico-financeiro da obra.',
    interestIds: [11, 2],
    instructorIds: [6],
    contents: [
      ['V', 'EAP e dependências', 18],
      ['V', 'Recursos, custos e linha de base', 20],
      ['P', 'Modelo de cronograma de edifício', 5],
    ],
  },
  {
    id: 64,
    schoolId: 6,
    title: 'Drones e Levantamentos Topográficos de Obra',
    description:
      'Planejamento de voo, ortofotos e nuvens de pontos para acompanhar terraplenagem e avanço da obra.',
    interestIds: [7, 8],
    instructorIds: [9],
    contents: [
      ['V', 'Planejamento de voo e legislação', 15],
      ['A', 'Áudio-aula: processamento das imagens', 12],
    ],
    release: [3, 30],
  },
  ...SAFETY_COURSE_PLANS,
];
