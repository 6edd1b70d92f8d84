import type { CoursePlan } from './coursePlans';

/**
 * Track 6's other courses: filtered by Operações and Corporativa, the catalogue spans two pages at
 * either page size (24 or 25). No release window, so the landing's novelties stay as they are.
 */
export const SAFETY_COURSE_PLANS: CoursePlan[] = [
  {
    id: 65,
    schoolId: 2,
    title: 'NR-1 – Gerenciamento de Riscos Ocupacionais (GRO e PGR)',
    description:
      'Como os riscos da obra são identificados, avaliados e controlados no **PGR**, e o papel de cada colaborador no inventário de riscos.',
    interestIds: [3],
    instructorIds: [2],
    contents: [
      ['V', 'Do GRO ao PGR: o que mudou na NR-1', 15],
      ['V', 'Inventário de riscos e plano de ação', 18],
      ['P', 'Modelo de inventário de riscos da obra', 8],
    ],
    decoins: 80,
  },
  {
    id: 66,
    schoolId: 2,
    title: 'Análise Preliminar de Risco (APR) na Prática',
    description:
      'Antes de começar a tarefa: etapas, perigos, medidas de controle e a assinatura de quem vai executar, com APRs reais de concretagem, andaimes e escavações.',
    interestIds: [3],
    instructorIds: [1],
    contents: [
      ['V', 'Por que a APR vem antes da tarefa', 10],
      ['S', 'Monte a APR de uma montagem de andaime', 25],
      ['P', 'Modelo de APR', 5],
    ],
    decoins: 80,
  },
  {
    id: 67,
    schoolId: 2,
    title: 'Permissão de Trabalho e Trabalho a Quente',
    description:
      'Quando a atividade exige **permissão de trabalho**, como emiti-la e encerrá-la, e os cuidados com solda, corte e esmerilhamento perto de materiais inflamáveis.',
    interestIds: [3],
    instructorIds: [12],
    contents: [
      ['V', 'Atividades que exigem permissão de trabalho', 12],
      ['V', 'Solda e corte: vigia de fogo e área isolada', 16],
      ['P', 'Formulário de permissão de trabalho a quente', 5],
      ['E', 'Avaliação: permissão de trabalho', 10],
    ],
    exercise: 'safety',
    decoins: 100,
  },
  {
    id: 68,
    schoolId: 2,
    title: 'Andaimes e Plataformas de Trabalho',
    description:
      'Montagem, ancoragem, guarda-corpo e inspeção de andaimes fachadeiros, tubulares e plataformas elevatórias, conforme a **NR-18**.',
    interestIds: [3],
    instructorIds: [2, 12],
    contents: [
      ['V', 'Tipos de andaime e quando usar cada um', 14],
      ['V', 'Inspeção antes do uso: o que não pode faltar', 12],
      ['P', 'Checklist de liberação de andaime', 6],
    ],
    decoins: 100,
  },
  {
    id: 69,
    schoolId: 2,
    title: 'Escavações, Fundações e Escoramentos',
    description:
      'Taludes, escoramento de valas, interferências subterrâneas e isolamento da área para evitar soterramentos.',
    interestIds: [3, 11],
    instructorIds: [2],
    contents: [
      ['V', 'Riscos de desmoronamento e como preveni-los', 16],
      ['V', 'Escoramento de valas passo a passo', 18],
      ['P', 'Roteiro de inspeção de escavações', 6],
    ],
  },
  {
    id: 70,
    schoolId: 2,
    title: 'NR-11 – Movimentação de Cargas e Plano de Rigging',
    description:
      'Içamento com segurança: escolha e inspeção de cintas e manilhas, o **plano de rigging** e a comunicação com o sinaleiro.',
    interestIds: [3],
    instructorIds: [1],
    contents: [
      ['V', 'Acessórios de içamento e sua inspeção', 15],
      ['S', 'Calcule um plano de rigging', 25],
      ['P', 'Tabela de capacidade de cintas e manilhas', 5],
      ['E', 'Avaliação: movimentação de cargas', 10],
    ],
    exercise: 'safety',
    decoins: 150,
  },
  {
    id: 71,
    schoolId: 2,
    title: 'Prevenção e Combate a Incêndios (NR-23)',
    description:
      'Classes de fogo, uso correto dos extintores, rotas de fuga e o plano de emergência do canteiro.',
    interestIds: [3],
    instructorIds: [8],
    contents: [
      ['V', 'Classes de fogo e agentes extintores', 12],
      ['V', 'Como usar o extintor em quatro passos', 8],
      ['P', 'Plano de emergência do canteiro', 10],
    ],
    decoins: 80,
  },
  {
    id: 72,
    schoolId: 2,
    title: 'Brigada de Emergência no Canteiro',
    description:
      'Organização da brigada, simulados de abandono e os primeiros passos até a chegada do Corpo de Bombeiros.',
    interestIds: [3, 12],
    instructorIds: [8, 3],
    contents: [
      ['V', 'Papéis da brigada e cadeia de comando', 14],
      ['A', 'Áudio-aula: o que fazer no primeiro minuto', 10],
      ['P', 'Roteiro de simulado de abandono', 6],
      ['E', 'Avaliação: emergências no canteiro', 10],
    ],
    exercise: 'firstAid',
    decoins: 120,
  },
  {
    id: 73,
    schoolId: 2,
    title: 'Proteção Respiratória e Auditiva',
    description:
      'Poeira de sílica, fumos de solda e ruído de máquinas: como escolher, ajustar e testar respiradores e protetores auriculares.',
    interestIds: [3, 12],
    instructorIds: [12],
    contents: [
      ['V', 'Sílica, fumos e vapores: os riscos invisíveis', 12],
      ['V', 'Ensaio de vedação do respirador', 10],
      ['P', 'Guia de seleção de protetores', 6],
    ],
    decoins: 60,
  },
  {
    id: 74,
    schoolId: 2,
    title: 'Produtos Químicos no Canteiro: FDS e Armazenamento',
    description:
      'Leitura da **ficha com dados de segurança (FDS)**, rotulagem e armazenamento de tintas, solventes e aditivos, e o que fazer em um derramamento.',
    interestIds: [3, 4],
    instructorIds: [10],
    contents: [
      ['V', 'Como ler uma FDS', 14],
      ['P', 'Tabela de incompatibilidade de produtos', 6],
    ],
  },
  {
    id: 75,
    schoolId: 2,
    title: 'Sinalização de Segurança e Isolamento de Áreas (NR-26)',
    description:
      'Cores, placas, fitas e barreiras: como sinalizar riscos e isolar áreas de trabalho para que todos entendam o aviso.',
    interestIds: [3],
    instructorIds: [2],
    contents: [
      ['V', 'Cores e símbolos da sinalização de segurança', 10],
      ['P', 'Catálogo de placas do canteiro', 8],
    ],
  },
  {
    id: 76,
    schoolId: 2,
    title: 'Proteções Coletivas contra Quedas: Guarda-corpos, Redes e Bandejas',
    description:
      'O que vem antes do cinto: **guarda-corpo e rodapé**, redes de proteção, plataformas de proteção e o fechamento de aberturas no piso.',
    interestIds: [3],
    instructorIds: [12],
    contents: [
      ['V', 'Guarda-corpo e rodapé: dimensões e fixação', 14],
      ['V', 'Bandejas e redes de proteção', 12],
      ['P', 'Checklist de proteções coletivas por pavimento', 6],
      ['E', 'Avaliação: proteção contra quedas', 10],
    ],
    exercise: 'workAtHeight',
    decoins: 120,
  },
  {
    id: 77,
    schoolId: 2,
    title: 'Investigação de Acidentes e Quase Acidentes',
    description:
      'Registrar, investigar e aprender com cada ocorrência: árvore de causas, os **cinco porquês** e o plano de ação que evita a repetição.',
    interestIds: [3, 10],
    instructorIds: [2],
    contents: [
      ['V', 'Por que relatar o quase acidente', 10],
      ['V', 'Árvore de causas e os cinco porquês', 18],
      ['P', 'Formulário de investigação de ocorrências', 6],
    ],
    decoins: 80,
  },
  {
    id: 78,
    schoolId: 2,
    title: 'Segurança com Ferramentas Manuais e Portáteis',
    description:
      'Serras, esmerilhadeiras, marteletes e furadeiras: inspeção antes do uso, proteções e as lesões mais comuns de mãos e olhos.',
    interestIds: [3],
    instructorIds: [1],
    contents: [
      ['V', 'Inspeção de ferramentas antes do uso', 10],
      ['A', 'Áudio-aula: lesões nas mãos e como evitá-las', 8],
      ['P', 'Checklist de ferramentas elétricas portáteis', 4],
    ],
    decoins: 60,
  },
  {
    id: 79,
    schoolId: 1,
    title: 'CIPA: Prevenção de Acidentes e de Assédio',
    description:
      'Para que serve a **CIPA**, como ela é eleita, como se faz o mapa de riscos e a prevenção ao assédio que a comissão também acompanha.',
    interestIds: [3, 6],
    instructorIds: [2, 7],
    contents: [
      ['V', 'O papel da CIPA e do cipeiro', 12],
      ['V', 'Mapa de riscos: como elaborar', 14],
      ['P', 'Calendário de reuniões da CIPA', 4],
    ],
    decoins: 60,
  },
  {
    id: 80,
    schoolId: 1,
    title: 'Cultura de Segurança e Direito de Recusa',
    description:
      'Todo colaborador pode interromper uma atividade com risco grave e iminente: entenda o **direito de recusa**, como comunicá-lo e por que ninguém é punido por usá-lo.',
    interestIds: [3, 6],
    instructorIds: [11],
    contents: [
      ['V', 'Risco grave e iminente: quando parar', 8],
      ['V', 'Relatos de quem parou a tarefa a tempo', 12],
      ['P', 'Política de direito de recusa', 5],
      ['E', 'Avaliação: cultura de segurança', 8],
    ],
    exercise: 'safety',
    decoins: 50,
  },
  {
    id: 81,
    schoolId: 1,
    title: 'Direção Defensiva e Segurança no Trajeto',
    description:
      'Acidentes de trajeto também afastam do trabalho: direção defensiva, cuidados com a motocicleta e o caminho seguro entre a casa e a obra.',
    interestIds: [3],
    instructorIds: [8],
    contents: [
      ['V', 'Os cinco elementos da direção defensiva', 15],
      ['V', 'Motocicleta: equipamentos e riscos', 10],
      ['P', 'Checklist do veículo antes de sair', 4],
    ],
  },
  {
    id: 82,
    schoolId: 1,
    title: 'SIPAT: Semana Interna de Prevenção de Acidentes',
    description:
      'Como a **SIPAT** é planejada, com palestras, oficinas e campanhas que envolvem o canteiro e o escritório, e como sua equipe pode participar.',
    interestIds: [3, 6],
    instructorIds: [3],
    contents: [
      ['V', 'O que acontece na SIPAT', 10],
      ['A', 'Podcast: campanhas que mudaram o canteiro', 15],
      ['P', 'Modelo de programação da SIPAT', 6],
    ],
    noCertificate: true,
  },
  {
    id: 83,
    schoolId: 1,
    title: 'Prevenção ao Uso de Álcool e Outras Drogas',
    description:
      'Os riscos do álcool e de outras drogas na obra e ao volante, a política da empresa e os canais de apoio confidencial para quem precisa de ajuda.',
    interestIds: [12, 3],
    instructorIds: [7],
    contents: [
      ['V', 'Álcool, drogas e acidentes de trabalho', 12],
      ['A', 'Podcast: pedir ajuda sem medo', 15],
      ['P', 'Política de prevenção ao uso de álcool e drogas', 6],
    ],
  },
  {
    id: 84,
    schoolId: 1,
    title: 'Ginástica Laboral e Prevenção de Lesões',
    description:
      'Alongamentos de dez minutos antes da jornada e pausas ativas que previnem lesões por esforço repetitivo, no canteiro e no escritório.',
    interestIds: [12, 3],
    instructorIds: [7],
    contents: [
      ['V', 'Alongamentos para começar o turno', 10],
      ['V', 'Pausas ativas no escritório', 8],
      ['P', 'Cartaz de alongamentos', 2],
    ],
    decoins: 40,
  },
  {
    id: 85,
    schoolId: 1,
    title: 'Visitas à Obra com Segurança',
    description:
      'A integração de segurança de quem vem do escritório: EPI obrigatório, rotas de circulação, áreas proibidas e como se comportar durante a visita.',
    interestIds: [3],
    instructorIds: [1],
    contents: [
      ['V', 'Antes de entrar no canteiro', 8],
      ['P', 'Regras para visitantes', 3],
    ],
    noCertificate: true,
  },
];
