/** `[description]` alone is descriptive: an open answer the instructor grades. */
export type QuestionPlan =
  [description: string, alternatives: string[], correctIndex: number] | [description: string];

export const QUESTION_BANKS = {
  workAtHeight: [
    [
      'A partir de que altura a NR-35 considera uma atividade como trabalho em altura?',
      [
        'Acima de 1,00 m do nível inferior',
        'Acima de 2,00 m do nível inferior',
        'Acima de 3,50 m do nível inferior',
      ],
      1,
    ],
    [
      'Qual equipamento é obrigatório para o trabalhador exposto a risco de queda?',
      ['Cinturão de segurança tipo paraquedista', 'Cinto abdominal', 'Apenas capacete com jugular'],
      0,
    ],
    [
      'Quando a Permissão de Trabalho (PT) deve ser emitida?',
      [
        'Antes do início de atividades não rotineiras em altura',
        'Depois que o serviço for concluído',
        'Somente quando houver fiscalização',
      ],
      0,
    ],
    [
      'O que deve ser feito com um cinturão que segurou uma queda?',
      [
        'Continuar usando se não houver rasgos aparentes',
        'Retirar de uso e inutilizar',
        'Lavar e devolver ao almoxarifado',
      ],
      1,
    ],
    [
      'O ponto de ancoragem deve ser:',
      [
        'Escolhido pelo próprio trabalhador na hora',
        'Qualquer tubulação resistente ao alcance',
        'Definido pelo responsável técnico e inspecionado antes do uso',
      ],
      2,
    ],
  ],
  safety: [
    [
      'Quem deve interromper uma atividade ao identificar um risco grave e iminente?',
      [
        'Somente o técnico de segurança',
        'Qualquer trabalhador, pelo direito de recusa',
        'Apenas o engenheiro da obra',
      ],
      1,
    ],
    [
      'Qual é a finalidade do DDS (Diálogo Diário de Segurança)?',
      [
        'Registrar a presença da equipe',
        'Conversar rapidamente sobre os riscos do dia e como controlá-los',
        'Distribuir as tarefas da semana',
      ],
      1,
    ],
    [
      'Um EPI danificado deve ser:',
      [
        'Consertado pelo próprio trabalhador',
        'Substituído imediatamente',
        'Usado até o fim do turno',
      ],
      1,
    ],
    [
      'Antes de intervir em uma máquina, o que garante que ela não será ligada por outra pessoa?',
      [
        'Um aviso verbal à equipe',
        'O bloqueio e a etiquetagem da fonte de energia',
        'Desligar o botão de emergência',
      ],
      1,
    ],
  ],
  firstAid: [
    [
      'Qual é o primeiro passo ao encontrar uma vítima no canteiro?',
      [
        'Remover a vítima do local imediatamente',
        'Avaliar a segurança da cena',
        'Oferecer água à vítima',
      ],
      1,
    ],
    [
      'Em um adulto em parada cardiorrespiratória, as compressões torácicas devem ter ritmo de:',
      ['60 a 80 por minuto', '100 a 120 por minuto', '140 a 160 por minuto'],
      1,
    ],
    ['Qual número aciona o SAMU?', ['190', '192', '193'], 1],
    [
      'Em caso de sangramento intenso em um braço, a primeira medida é:',
      ['Compressão direta sobre o ferimento', 'Aplicar gelo', 'Elevar a vítima pelos pés'],
      0,
    ],
    ['Descreva como você organizaria o acionamento do socorro na sua frente de obra.'],
  ],
  quality: [
    [
      'Para que serve a Ficha de Verificação de Serviço (FVS)?',
      [
        'Registrar a inspeção de cada etapa conforme os critérios de aceitação',
        'Calcular a medição dos empreiteiros',
        'Controlar o ponto da equipe',
      ],
      0,
    ],
    [
      'Um serviço reprovado na inspeção deve:',
      [
        'Ser aceito se o prazo estiver apertado',
        'Ser tratado como não conformidade e refeito',
        'Ficar para a assistência técnica',
      ],
      1,
    ],
    [
      'O PBQP-H tem como objetivo principal:',
      [
        'Melhorar a qualidade e a produtividade do habitat',
        'Definir o piso salarial da construção',
        'Substituir as normas técnicas da ABNT',
      ],
      0,
    ],
    [
      'Qual atitude reduz perdas de material no canteiro?',
      [
        'Pedir sempre 30% a mais',
        'Planejar a logística e conferir o recebimento',
        'Estocar tudo ao ar livre',
      ],
      1,
    ],
  ],
  conduct: [
    [
      'Ao receber um presente de valor de um fornecedor, você deve:',
      [
        'Aceitar, desde que ninguém veja',
        'Recusar e comunicar conforme o Código de Conduta',
        'Dividir com a equipe',
      ],
      1,
    ],
    [
      'O Canal de Ética permite relatos:',
      ['Somente identificados', 'Anônimos, 24 horas por dia', 'Apenas pelo gestor imediato'],
      1,
    ],
    [
      'Segundo a LGPD, um dado pessoal sensível é, por exemplo:',
      ['O cargo do colaborador', 'Informação sobre a saúde do colaborador', 'O nome da obra'],
      1,
    ],
    [
      'Encontrou a planilha de salários aberta em um computador compartilhado. O que fazer?',
      ['Fechar o arquivo e avisar o responsável', 'Enviar para o gestor ver', 'Ignorar'],
      0,
    ],
  ],
  informationSecurity: [
    ['Qual destas senhas é a mais segura?', ['decola2026', 'Obra@VilaMariana', 'T7#q!rB9z@Lm'], 2],
    [
      'Um e-mail pede que você confirme sua senha por um link com urgência. Você deve:',
      [
        'Clicar e confirmar rapidamente',
        'Não clicar e reportar como phishing',
        'Encaminhar para os colegas',
      ],
      1,
    ],
    [
      'Ao sair da mesa, mesmo por poucos minutos, o ideal é:',
      ['Bloquear a tela do computador', 'Desligar o monitor', 'Deixar como está'],
      0,
    ],
    [
      'Onde guardar arquivos de projetos da obra?',
      [
        'No pen drive pessoal',
        'Nas pastas corporativas com controle de acesso',
        'No e-mail pessoal',
      ],
      1,
    ],
  ],
  leadership: [
    [
      'Na liderança situacional, um colaborador experiente e motivado pede um estilo:',
      ['Direcionador', 'Delegador', 'Controlador'],
      1,
    ],
    [
      'No modelo SCI de feedback, o que deve vir primeiro?',
      [
        'A situação em que o comportamento ocorreu',
        'A opinião do líder sobre a pessoa',
        'A advertência prevista no regulamento',
      ],
      0,
    ],
    [
      'Qual atitude ajuda a manter o feedback focado no comportamento?',
      [
        'Descrever fatos observados, com data e contexto',
        'Comparar o colaborador com os colegas',
        'Esperar a avaliação anual',
      ],
      0,
    ],
    [
      'Uma reunião de alinhamento produtiva termina com:',
      [
        'Uma lista de decisões, responsáveis e prazos',
        'O desabafo de todos',
        'A próxima reunião marcada',
      ],
      0,
    ],
    ['Descreva uma situação recente em que um feedback mudou o resultado da sua equipe.'],
  ],
  planning: [
    [
      'Na linha de balanço, o ritmo de uma atividade é representado:',
      ['Pela inclinação da linha', 'Pela cor da linha', 'Pela espessura da linha'],
      0,
    ],
    [
      'O caminho crítico de um cronograma é:',
      [
        'A sequência de atividades que define o prazo final',
        'A lista das atividades mais caras',
        'O trajeto dos caminhões no canteiro',
      ],
      0,
    ],
    [
      'Em uma planta de fôrmas, a cota de nível indica:',
      [
        'A altura de um elemento em relação a uma referência',
        'O volume de concreto',
        'A bitola da armadura',
      ],
      0,
    ],
    [
      'Uma restrição de planejamento (lookahead) deve ser removida:',
      [
        'Antes da data de início da atividade',
        'Depois que a atividade atrasar',
        'Somente no fim do mês',
      ],
      0,
    ],
  ],
  finance: [
    [
      'O BDI de um orçamento cobre:',
      ['Despesas indiretas, impostos e lucro', 'Apenas a mão de obra', 'Somente os materiais'],
      0,
    ],
    [
      'Na curva ABC de insumos, a faixa A reúne:',
      [
        'Os poucos itens que concentram a maior parte do custo',
        'Os itens mais baratos',
        'Os itens sem estoque',
      ],
      0,
    ],
    [
      'A composição de custo unitário de um serviço informa:',
      [
        'Os insumos e as quantidades por unidade de serviço',
        'O prazo total da obra',
        'O número de funcionários da empresa',
      ],
      0,
    ],
    [
      'Fluxo de caixa negativo por vários meses indica que a obra precisa de:',
      ['Capital de giro para cobrir os desembolsos', 'Mais funcionários', 'Menos medições'],
      0,
    ],
  ],
  customerService: [
    [
      'Na vistoria de entrega das chaves, o cliente aponta um detalhe de acabamento. Você deve:',
      [
        'Registrar no termo e combinar o prazo de correção',
        'Dizer que é normal em obras novas',
        'Pedir que ele abra um chamado depois',
      ],
      0,
    ],
    [
      'Qual atitude mostra escuta ativa?',
      [
        'Interromper para resolver rápido',
        'Repetir com suas palavras o que o cliente disse',
        'Olhar o celular enquanto ouve',
      ],
      1,
    ],
    [
      'O prazo de garantia dos sistemas do imóvel é informado ao cliente:',
      ['No manual do proprietário', 'Somente se ele perguntar', 'Apenas após reclamações'],
      0,
    ],
  ],
  spreadsheets: [
    [
      'Qual fórmula soma os valores de B2 a B20 apenas quando a coluna A for "Concreto"?',
      ['=SOMA(B2:B20)', '=SOMASE(A2:A20;"Concreto";B2:B20)', '=CONT.SE(A2:A20;"Concreto")'],
      1,
    ],
    ['Para fixar a célula C1 ao arrastar uma fórmula, escreve-se:', ['C1', '$C$1', '#C1'], 1],
    [
      'Qual função busca o preço de um insumo em outra tabela pelo código?',
      ['PROCV (ou PROCX)', 'MÉDIA', 'HOJE'],
      0,
    ],
    [
      'Uma tabela dinâmica serve para:',
      [
        'Resumir e cruzar grandes volumes de dados',
        'Proteger a planilha com senha',
        'Criar macros',
      ],
      0,
    ],
  ],
  eventReaction: [
    [
      'Qual é a atitude correta ao perceber um colega sem o cinto de segurança em altura?',
      [
        'Alertar e interromper a atividade com respeito',
        'Esperar o técnico passar',
        'Tirar uma foto para o relatório',
      ],
      0,
    ],
    [
      'Em caso de princípio de incêndio em material elétrico, qual extintor usar?',
      ['Água (classe A)', 'CO₂ (classe C)', 'Espuma'],
      1,
    ],
    ['O que você vai levar desta SIPAT para a rotina da sua equipe?'],
  ],
} satisfies Record<string, QuestionPlan[]>;

export type QuestionBankName = keyof typeof QUESTION_BANKS;
