import { HANDOUT } from '../src/seed/learning/demoFiles';

/** A handout's pages: a heading and its paragraphs ('• ' starts a list item). */
export type Handout = {
  file: string;
  title: string;
  /** Landscape slides in big type, instead of an A4 page of text. */
  slides?: boolean;
  pages: { heading: string; paragraphs: string[] }[];
};

export const DEMO_HANDOUTS: Handout[] = [
  {
    file: HANDOUT.safety,
    title: 'Apostila de segurança no canteiro',
    pages: [
      {
        heading: 'Para que serve esta apostila',
        paragraphs: [
          'Esta apostila reúne os cuidados de segurança que valem para qualquer frente de serviço do canteiro. Leia uma página por vez e volte a ela sempre que tiver dúvida.',
          'Cada página trata de um tema: equipamentos de proteção, trabalho em altura, andaimes, máquinas, emergências e a comunicação de condições inseguras.',
        ],
      },
      {
        heading: 'Equipamentos de proteção individual',
        paragraphs: [
          'O equipamento de proteção individual (EPI) protege contra os riscos que não puderam ser eliminados na origem. Use sempre o EPI indicado para a tarefa.',
          '• Capacete com jugular: impactos e queda de materiais.',
          '• Óculos de segurança: partículas, poeira e respingos.',
          '• Luvas adequadas ao material: cortes, abrasão e produtos químicos.',
          '• Botina com biqueira: impactos e perfurações nos pés.',
          'Confira o estado do EPI antes de usar. Peça a troca do que estiver danificado: a ficha de entrega registra cada substituição.',
        ],
      },
      {
        heading: 'Trabalho em altura',
        paragraphs: [
          'A NR-35 considera trabalho em altura toda atividade acima de 2 metros do nível inferior, com risco de queda.',
          '• Só trabalhe em altura com treinamento válido e aptidão no ASO.',
          '• Faça a análise de risco e obtenha a permissão de trabalho antes de subir.',
          '• Use cinturão do tipo paraquedista ancorado em ponto certificado.',
          'Em caso de dúvida sobre a ancoragem, pare e chame o técnico de segurança.',
        ],
      },
      {
        heading: 'Andaimes e plataformas',
        paragraphs: [
          'Um andaime só pode ser usado depois de liberado por pessoa habilitada, com a etiqueta de liberação à vista.',
          '• Piso completo, travado e sem vãos.',
          '• Guarda-corpo e rodapé em todos os lados abertos.',
          '• Acesso por escada própria, nunca pelas travessas.',
          'Nunca altere um andaime por conta própria: qualquer mudança exige nova liberação.',
        ],
      },
      {
        heading: 'Emergências',
        paragraphs: [
          'Conheça o plano de emergência do canteiro: as rotas de fuga, o ponto de encontro e quem são os brigadistas da sua frente de serviço.',
          'Em um acidente, afaste-se do perigo, acione o brigadista e ligue para o SAMU (192). Não remova a vítima, a não ser que ela corra risco imediato.',
        ],
      },
      {
        heading: 'Condições inseguras e direito de recusa',
        paragraphs: [
          'Ao perceber uma condição insegura — um guarda-corpo solto, uma escada danificada, um fio exposto — interrompa o trabalho e comunique o seu encarregado.',
          'Todo colaborador tem o direito de recusar uma tarefa que ofereça risco grave e iminente, sem nenhuma punição. Segurança é responsabilidade de todos.',
        ],
      },
    ],
  },
  {
    file: HANDOUT.planning,
    title: 'Guia de planejamento de obras',
    pages: [
      {
        heading: 'Da proposta ao cronograma',
        paragraphs: [
          'Planejar é dividir a obra em etapas com duração, recursos e dependências claras, e acompanhar o que foi feito contra o que foi previsto.',
          'Este guia resume as ferramentas que usamos em todas as obras: a estrutura analítica, o cronograma, a linha de balanço e o acompanhamento do avanço físico.',
        ],
      },
      {
        heading: 'Estrutura analítica do projeto',
        paragraphs: [
          'Comece quebrando o empreendimento em pacotes de trabalho que uma equipe consegue executar e medir.',
          '• Fundações, estrutura, vedações, instalações e acabamentos.',
          '• Cada pacote com um responsável e um critério de medição.',
          '• Nada fica de fora: o que não está na estrutura não entra no custo.',
        ],
      },
      {
        heading: 'Cronograma e caminho crítico',
        paragraphs: [
          'Ligue as atividades pelas suas dependências e encontre o caminho crítico: a sequência que define o prazo final.',
          'Um atraso no caminho crítico atrasa a obra inteira; nas demais atividades, a folga absorve pequenas variações.',
        ],
      },
      {
        heading: 'Acompanhamento semanal',
        paragraphs: [
          'Toda semana, meça o avanço físico de cada pacote e compare com o previsto.',
          '• Registre as causas de cada desvio.',
          '• Replaneje com a equipe as próximas duas semanas.',
          '• Comunique o cliente quando o prazo final for afetado.',
          'Planejar não é prever tudo: é estar preparado para decidir rápido quando algo muda.',
        ],
      },
    ],
  },
  {
    file: HANDOUT.conduct,
    title: 'Manual de políticas e conduta',
    pages: [
      {
        heading: 'Nossos compromissos',
        paragraphs: [
          'Este manual resume as políticas do grupo que orientam o dia a dia de todos os colaboradores, parceiros e fornecedores.',
          'Em caso de dúvida, procure o seu líder, o RH ou o Canal de Ética, que aceita relatos anônimos.',
        ],
      },
      {
        heading: 'Respeito e ambiente de trabalho',
        paragraphs: [
          'Não toleramos assédio moral ou sexual, discriminação de qualquer natureza nem o uso de álcool e drogas no trabalho.',
          '• Trate colegas, clientes e fornecedores com respeito.',
          '• Dê e peça feedback de forma direta e cuidadosa.',
          '• Relate qualquer situação de desrespeito que presenciar.',
        ],
      },
      {
        heading: 'Integridade nas relações',
        paragraphs: [
          'Nas relações com o poder público e com fornecedores, não oferecemos nem aceitamos vantagens indevidas.',
          'Brindes e presentes só podem ser aceitos dentro dos limites da política de integridade e sempre registrados.',
        ],
      },
      {
        heading: 'Informação e documentos',
        paragraphs: [
          'Guarde os documentos da obra na estrutura de pastas padrão e respeite a tabela de temporalidade.',
          'Dados pessoais de colaboradores e clientes só podem ser usados para a finalidade para a qual foram coletados.',
        ],
      },
    ],
  },
  {
    file: HANDOUT.slides,
    title: 'Slides de apoio da aula',
    slides: true,
    pages: [
      {
        heading: 'Objetivos da aula',
        paragraphs: [
          '• Entender o tema e por que ele importa na obra.',
          '• Conhecer as regras e boas práticas.',
          '• Aplicar no dia a dia da sua equipe.',
        ],
      },
      {
        heading: 'O que diz a regra',
        paragraphs: [
          '• Procedimentos escritos e conhecidos por todos.',
          '• Responsáveis definidos para cada etapa.',
          '• Registros que comprovam o que foi feito.',
        ],
      },
      {
        heading: 'Boas práticas',
        paragraphs: [
          '• Planeje antes de executar.',
          '• Confira materiais e equipamentos.',
          '• Comunique qualquer desvio imediatamente.',
        ],
      },
      {
        heading: 'Erros comuns',
        paragraphs: [
          '• Pular etapas para ganhar tempo.',
          '• Improvisar ferramentas e proteções.',
          '• Deixar o registro para depois.',
        ],
      },
      {
        heading: 'Resumo',
        paragraphs: [
          'Regras claras, equipe informada e registros em dia: assim a obra fica mais segura, mais rápida e com menos retrabalho.',
        ],
      },
    ],
  },
  {
    file: HANDOUT.inspection,
    title: 'Roteiro de inspeção de serviços (PBQP-H)',
    pages: [
      {
        heading: 'Como usar este roteiro',
        paragraphs: [
          'Cada serviço controlado tem a sua ficha de verificação. Inspecione ao fim de cada etapa e registre o resultado na ficha do pavimento.',
          'Um item reprovado volta para a equipe com o prazo de correção e é inspecionado de novo.',
        ],
      },
      {
        heading: 'Alvenaria de vedação',
        paragraphs: [
          '• Prumo e nível dentro da tolerância de 3 mm por metro.',
          '• Juntas preenchidas e com espessura uniforme.',
          '• Vergas e contravergas nos vãos de portas e janelas.',
        ],
      },
      {
        heading: 'Revestimento de argamassa',
        paragraphs: [
          '• Superfície sem fissuras, bolhas ou som cavo.',
          '• Planeza verificada com régua de 2 metros.',
          '• Cantos e arestas alinhados.',
        ],
      },
    ],
  },
  {
    file: HANDOUT.nr35,
    title: 'Texto da NR-35 comentado',
    pages: [
      {
        heading: 'Objetivo e campo de aplicação',
        paragraphs: [
          'A NR-35 estabelece os requisitos mínimos e as medidas de proteção para o trabalho em altura, envolvendo o planejamento, a organização e a execução.',
          'Comentário: vale para toda atividade acima de 2 metros do nível inferior onde haja risco de queda.',
        ],
      },
      {
        heading: 'Responsabilidades',
        paragraphs: [
          'Cabe ao empregador garantir a análise de risco, a permissão de trabalho e o treinamento dos trabalhadores.',
          'Cabe ao trabalhador cumprir os procedimentos e interromper a atividade quando houver risco grave e iminente.',
        ],
      },
      {
        heading: 'Capacitação e treinamento',
        paragraphs: [
          'O treinamento inicial tem carga mínima de 8 horas, teórico e prático, e deve ser renovado a cada dois anos.',
          'Comentário: guarde o certificado do treinamento junto ao ASO que atesta a aptidão para trabalho em altura.',
        ],
      },
      {
        heading: 'Sistemas de proteção contra quedas',
        paragraphs: [
          'A proteção coletiva vem antes da individual. Quando o EPI for necessário, o cinturão do tipo paraquedista deve estar ancorado em ponto que suporte a carga prevista.',
          'Comentário: inspecione o cinturão, o talabarte e o trava-quedas antes de cada uso.',
        ],
      },
    ],
  },
];
