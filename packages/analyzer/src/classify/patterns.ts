/**
 * Evidence for each contract type, as data: title patterns (folded), party roles (folded,
 * masculine and feminine), and key terms with weights, counted as words or two-word phrases.
 */
import type { TContractType } from '@contrato-claro/shared';

/** What tells one contract type from the others. */
export interface TypeProfile {
  type: Exclude<TContractType, 'Outro'>;
  /** Matched against the folded title; the first profile whose title matches wins the title. */
  title: RegExp;
  /** Folded party roles that only this kind of contract uses. */
  roles: readonly string[];
  /** Folded words or two-word phrases, and how much each occurrence says about the type. */
  terms: Readonly<Record<string, number>>;
  /** Laws whose citation points at the type (canonical names from the citation extractor). */
  laws?: readonly string[];
  /**
   * Folded words or two-word phrases of which the body must use one for the type to score
   * without a title naming it: a gym's "matrícula" and "aluno" are no school without a school,
   * a course or a school year; software built to order is no licence without licensing words.
   */
  requires?: readonly string[];
}

/** In title priority order: "prestação de serviços educacionais" is educational, not services. */
export const TYPE_PROFILES: readonly TypeProfile[] = [
  {
    type: 'Serviços educacionais',
    title: /servicos\s+educacionais|ensino|educacional|matricula\s+escolar|escolar/u,
    roles: ['aluno', 'aluna', 'escola', 'instituicao de ensino'],
    terms: {
      'servicos educacionais': 3,
      'ano letivo': 2,
      anuidade: 2,
      matricula: 1.5,
      aluno: 1,
      mensalidade: 1,
      mensalidades: 1,
      regimento: 1,
      'material didatico': 1.5,
      curso: 0.5,
    },
    laws: ['Lei 9.870/1999'],
    // Not "aulas": a gym's plan includes "aulas coletivas".
    requires: [
      'escola',
      'escolar',
      'curso',
      'cursos',
      'ensino',
      'ano letivo',
      'semestre letivo',
      'serie',
      'disciplina',
      'disciplinas',
      'pedagogica',
      'pedagogico',
      'educacao',
      'educacional',
      'educacionais',
      'colegio',
      'faculdade',
      'universidade',
    ],
  },
  {
    type: 'Promessa de compra e venda',
    title: /promessa|compromisso\s+(?:particular\s+)?de\s+(?:compra|venda)/u,
    roles: [
      'promitente vendedor',
      'promitente vendedora',
      'promitentes vendedores',
      'promissario comprador',
      'promissaria compradora',
      'promissarios compradores',
      'promitente comprador',
      'promitente compradora',
    ],
    terms: {
      promitente: 2,
      promissario: 2,
      promissaria: 2,
      'escritura definitiva': 2,
      'escritura publica': 1,
      loteamento: 1,
      lote: 1,
      'registro de': 0.5,
      matricula: 0.5,
      outorga: 0.5,
    },
  },
  {
    type: 'Franquia',
    title: /franquia|franchising/u,
    roles: ['franqueador', 'franqueadora', 'franqueado', 'franqueada'],
    terms: {
      franquia: 3,
      franqueado: 2,
      franqueada: 2,
      franqueadora: 2,
      royalties: 2,
      'circular de': 2,
      'know how': 1,
      marca: 0.5,
    },
    laws: ['Lei 13.966/2019', 'Lei 8.955/1994'],
  },
  {
    type: 'Comodato',
    title: /comodato/u,
    roles: ['comodante', 'comodatario', 'comodataria'],
    terms: {
      comodato: 3,
      comodante: 2,
      comodatario: 2,
      comodataria: 2,
      gratuitamente: 1,
      restituir: 1,
      'emprestimo gratuito': 2,
    },
  },
  {
    type: 'Doação',
    title: /doacao/u,
    roles: ['doador', 'doadora', 'doadores', 'donatario', 'donataria', 'donatarios'],
    terms: {
      doacao: 3,
      doador: 2,
      doadores: 2,
      donataria: 2,
      donatario: 2,
      doa: 1,
      liberalidade: 1.5,
      encargo: 1,
      usufruto: 0.5,
    },
  },
  {
    type: 'Mútuo',
    title: /mutuo|emprestimo|financiamento/u,
    roles: ['mutuante', 'mutuario', 'mutuaria'],
    terms: {
      mutuo: 3,
      mutuante: 2,
      mutuario: 2,
      mutuaria: 2,
      emprestimo: 2,
      'quantia emprestada': 2,
      'valor emprestado': 2,
      'saldo devedor': 1,
      'juros remuneratorios': 1.5,
      'nota promissoria': 1,
    },
  },
  {
    type: 'Trabalho',
    title: /contrato\s+(?:individual\s+)?de\s+(?:trabalho|emprego|experiencia)/u,
    roles: ['empregador', 'empregadora', 'empregado', 'empregada'],
    terms: {
      empregado: 2,
      empregada: 2,
      empregador: 2,
      empregadora: 2,
      clt: 2,
      salario: 2,
      'jornada de': 1.5,
      ctps: 2,
      fgts: 2,
      ferias: 1,
      'horas extras': 1,
      'decimo terceiro': 1,
    },
    laws: ['CLT'],
  },
  {
    type: 'Confidencialidade',
    title: /confidencialidade|sigilo|nao\s+divulgacao|\bnda\b/u,
    roles: [
      'parte reveladora',
      'parte receptora',
      'reveladora',
      'revelador',
      'receptora',
      'receptor',
    ],
    terms: {
      'informacoes confidenciais': 3,
      'informacao confidencial': 3,
      confidencialidade: 2,
      sigilo: 2,
      'nao divulgacao': 2,
      reveladora: 1.5,
      receptora: 1.5,
      receptor: 1,
    },
  },
  {
    type: 'Licença de software',
    title: /licenca|licenciamento|\bsaas\b|software\s+como\s+servico/u,
    roles: ['licenciante', 'licenciado', 'licenciada'],
    terms: {
      software: 2,
      licenca: 2,
      licenciante: 2,
      licenciada: 2,
      licenciado: 2,
      saas: 2,
      'codigo fonte': 1,
      sistema: 0.5,
      atualizacoes: 0.5,
    },
    laws: ['Lei 9.609/1998'],
    // Lei 9.609 governs all software, and "na assinatura deste contrato" is signing, not a plan.
    requires: [
      'licenca',
      'licenciante',
      'licenciado',
      'licenciada',
      'licenciamento',
      'saas',
      'assinatura mensal',
      'assinatura anual',
    ],
  },
  {
    type: 'Termos de uso',
    title:
      /termos?\s+(?:e\s+condicoes\s+)?(?:gerais\s+)?de\s+(?:uso|servico)|condicoes\s+gerais|contrato\s+de\s+adesao/u,
    roles: ['usuario', 'usuaria'],
    terms: {
      usuario: 2,
      usuarios: 1,
      plataforma: 1.5,
      aplicativo: 1.5,
      cadastro: 1,
      'termos de': 1,
      senha: 1,
      assinatura: 0.5,
      site: 0.5,
    },
  },
  {
    type: 'Sociedade',
    title: /contrato\s+social|sociedade|estatuto|acordo\s+de\s+(?:socios|quotistas|acionistas)/u,
    roles: ['socio', 'socia', 'socios'],
    terms: {
      'capital social': 3,
      quotas: 2,
      cotas: 2,
      socios: 1.5,
      'socio administrador': 2,
      'junta comercial': 2,
      integralizacao: 2,
      integralizadas: 1.5,
      'pro labore': 1,
    },
  },
  {
    type: 'Parceria',
    title: /parceria|cooperacao|joint\s+venture/u,
    roles: ['parceiro', 'parceira', 'parceiros', 'parceiras'],
    terms: {
      parceria: 3,
      parceiros: 1,
      parceiras: 1,
      cooperacao: 1,
      indicacao: 0.5,
      reciproca: 0.5,
    },
  },
  {
    type: 'Locação',
    title: /locacao|arrendamento|aluguel/u,
    roles: [
      'locador',
      'locadora',
      'locadores',
      'locatario',
      'locataria',
      'locatarios',
      'sublocador',
      'sublocatario',
    ],
    terms: {
      locacao: 2,
      aluguel: 2,
      alugueis: 2,
      locador: 1.5,
      locadora: 1.5,
      locatario: 1.5,
      locataria: 1.5,
      'imovel locado': 2,
      inquilinato: 2,
      vistoria: 0.5,
      caucao: 0.5,
      fiador: 0.5,
    },
    laws: ['Lei 8.245/1991'],
  },
  {
    type: 'Compra e venda',
    title: /compra\s+e\s+venda|venda\s+e\s+compra/u,
    roles: ['vendedor', 'vendedora', 'vendedores', 'comprador', 'compradora', 'compradores'],
    terms: {
      'compra e': 2,
      vendedor: 1.5,
      vendedora: 1.5,
      comprador: 1.5,
      compradora: 1.5,
      mercadorias: 1,
      'preco total': 1,
      entrega: 0.5,
      vende: 1,
      'reserva de': 0.5,
    },
  },
  {
    type: 'Prestação de serviços',
    // Software or a site built to order is a service (a work), not a licence; a commercial
    // agency (Lei 4.886/1965) is an intermediation service; adhering to a plan (a gym's, a
    // phone's) is subscribing to a consumer service; a workstation in a coworking space comes
    // with reception, internet and meeting rooms, a service rather than a lease.
    title:
      /prestacao\s+de\s+servicos?|servicos?\s+de|adesao\s+a[os]?\s+(?:planos?|servicos?)\b|desenvolvimento\s+de\s+(?:software|sistemas?|aplicativos?|sites?|plataforma)|sob\s+encomenda|representacao\s+comercial|coworking|espaco\s+(?:de\s+trabalho\s+)?compartilhado|estacao\s+de\s+trabalho/u,
    // CONTRATANTE/CONTRATADA name the parties of many kinds of contract, but of services most.
    roles: ['prestador', 'prestadora', 'tomador', 'tomadora', 'contratada', 'contratado'],
    terms: {
      'prestacao de': 2,
      servicos: 1.5,
      contratada: 1,
      contratado: 1,
      honorarios: 1,
      'nota fiscal': 0.5,
      escopo: 0.5,
      'representacao comercial': 2,
    },
    laws: ['Lei 4.886/1965'],
  },
];

/** Subtypes: the first rule whose pattern matches the folded title, else the body, wins. */
export const SUBTYPES: Readonly<
  Partial<Record<TContractType, readonly (readonly [RegExp, string])[]>>
> = {
  Locação: [
    [/nao\s+residencia|comercial|empresarial|industrial|galpao|\bloja\b|escritorio/u, 'Comercial'],
    [/residencia|moradia/u, 'Residencial'],
  ],
  Trabalho: [[/experiencia/u, 'Experiência']],
  'Licença de software': [[/\bsaas\b|software\s+como\s+servico/u, 'SaaS']],
  'Termos de uso': [[/adesao/u, 'Adesão']],
  'Prestação de serviços': [
    [/representacao\s+comercial/u, 'Representação comercial'],
    [/adesao/u, 'Adesão'],
  ],
};
/** Subtype evidence in the body must be explicit: "contrato de experiência", "fins comerciais". */
export const BODY_SUBTYPES: Readonly<
  Partial<Record<TContractType, readonly (readonly [RegExp, string])[]>>
> = {
  Locação: [
    [
      /(?:fins|finalidade|uso)\s+(?:nao\s+residencial|comercia(?:l|is)|empresaria(?:l|is)|industria(?:l|is))|locacao\s+(?:nao\s+residencial|comercial)|galpao\s+industrial/u,
      'Comercial',
    ],
    [
      /(?:fins|finalidade|uso)\s+(?:residencia(?:l|is)|de\s+moradia)|locacao\s+residencial/u,
      'Residencial',
    ],
  ],
  Trabalho: [[/contrato\s+de\s+experiencia|a\s+titulo\s+de\s+experiencia/u, 'Experiência']],
  'Prestação de serviços': [
    [
      /contrato\s+de\s+representacao\s+comercial|\blei\s+(?:n[o.º]+\s*)?4\.886\b/u,
      'Representação comercial',
    ],
  ],
};

/** Words that make any document read like a contract, for the NOT_A_CONTRACT check. */
export const CONTRACT_WORDS: ReadonlySet<string> = new Set([
  'contrato',
  'contratante',
  'contratada',
  'contratado',
  'clausula',
  'clausulas',
  'partes',
  'parte',
  'obriga',
  'obrigacoes',
  'rescisao',
  'vigencia',
  'foro',
  'multa',
  'instrumento',
  'pactuam',
  'avencado',
  'celebram',
  'doravante',
  'denominado',
  'denominada',
  'inadimplemento',
  'obrigam',
  'acordo',
  'termos',
]);

/**
 * Performative language that binds parties, in the present tense a contract speaks in ("obriga-se",
 * "as partes ajustam", "justas e contratadas", "fica eleito o foro", "aceita estes Termos"). A
 * news story, an invoice or a statute about a contract mentions contracts but binds no one.
 */
export const BINDING_LANGUAGE =
  /\b(?:(?:obriga|compromete)(?:m)?-se|se\s+(?:obriga|compromete)(?:m)?|(?:obrigo|comprometo)-me|me\s+(?:obrigo|comprometo)|fica(?:m)?\s+eleitos?|elegem\s+(?:as\s+partes\s+)?o\s+foro|autorizo|declaro\s+(?:que|estar|ter)|concedo|abro\s+mao|(?:o\s+)?usuario\s+(?:\w+\s+){0,3}?(?:consente|concorda|aceita|declara)|just[oa]s?\s+e\s+(?:contratad|acordad|avencad)[oa]s?|(?:ajustam|acordam|pactuam|celebram|firmam|convencionam)\b|tem\s+(?:as\s+partes\s*,?\s*)?entre\s+si|(?:aceita|aceitam|aceito|concorda|concordam|concordo)\s+(?:com\s+)?(?:os|estes|as|estas|o\s+presente|a\s+presente)\b)/u;

/**
 * A provision: a sentence that binds someone, read on folded text. It states a duty or a power
 * (MODAL: "deverá", "pode", "fica vedado", "é obrigatório"), a commitment (COMMITMENT:
 * "obriga-se", "comprometo-me", "não se responsabiliza"), an assent (ASSENT: "concorda",
 * "autorizo", "declaro", "recebi", "elegem o foro"), a right gained or lost (RIGHT: "terá direito", "perderá o
 * direito"), a duty or a reserve said as such (DUTY: "é dever do associado", "cabe ao cliente", "nos
 * reservamos o direito") or a performance promised (PROMISE: "pagará", "contribuirá", "o reembolso
 * será feito", "serão trocados" — how a shop's terms of sale promise). A recipe commands,
 * a news story reports and a résumé lists: none of them binds anyone.
 */
const MODAL_VERB = String.raw`\b(?:nao\s+)?(?:devera|deverao|deve|devem|podera|poderao|pode|podem)\s+\p{L}`;
const BOUND_STATE = String.raw`\b(?:fica|ficam|e|sao|esta|estao)\s+(?:expressamente\s+)?(?:obrigad|vedad|proibid|facultad|autorizad|sujeit|responsave|isent)`;
const MODAL = `${MODAL_VERB}|${BOUND_STATE}`;
const SELF_BINDING = String.raw`(?:obriga|compromete|responsabiliza)(?:m)?-se|(?:obrigo|comprometo|responsabilizo)-me`;
const BINDING_PRONOUN = String.raw`(?:se|me)\s+(?:obrigam?|obrigo|compromete[m]?|comprometo|responsabilizam?|responsabilizo)`;
const TAKING_ON = String.raw`\bassum(?:e|em|o)\s+(?:a|o|as|os|inteira|total|integral)\b`;
const COMMITMENT = `${SELF_BINDING}|${BINDING_PRONOUN}|${TAKING_ON}`;
const ASSENT = String.raw`\b(?:concord|aceit|autoriz|declar|renunci|outorg)(?:a|am|o)\b|\b(?:consinto|consentem?|reconhec(?:e|em|o)|ced(?:e|em|o)|recebi|eleg(?:e|em)|eleit[oa])\b`;
const RIGHT = String.raw`\b(?:tera|terao|tem|tera\s+o|perdera|perderao|perde)\s+(?:o\s+)?direito\b`;
const DUTY_NAMED = String.raw`\b(?:e\s+dever|sao\s+deveres|compete\s+a|cabe\s+a|incumbe\s+a|(?:e|sera|serao)\s+de\s+(?:inteira\s+|exclusiva\s+|total\s+)?responsabilidade)\b`;
const WE_BIND = String.raw`\b(?:(?:se|nos)\s+reserva(?:m|mos)?\s+o\s+direito|reservamo-nos|(?:nos\s+)?(?:responsabilizamos|comprometemos|obrigamos)|comprometemo-nos|garantimos)\b`;
const DUTY = `${DUTY_NAMED}|${WE_BIND}`;
const PROMISED = String.raw`\b(?:pagar|contribuir|arcar|devolver|prestar|receber)a(?:o)?\b|\b(?:indenizara|reembolsara|restituira|entregara)\b`;
/**
 * A remedy promised in the passive, as a shop promises it to its customer: "o reembolso será
 * feito", "serão trocados sem custo", "será devolvido".
 */
const PROMISED_PASSIVE = String.raw`\bserao?\s+(?:(?:feit|devolvid|reembolsad|trocad|restituid|creditad|estornad)[oa]s?|entregues?)\b`;
const PROMISE = `${PROMISED}|${PROMISED_PASSIVE}`;
export const PROVISION = new RegExp(
  [MODAL, COMMITMENT, ASSENT, RIGHT, DUTY, PROMISE].join('|'),
  'u',
);
/** What ends a sentence or a list item, for counting provisions. */
export const SENTENCE_END = /[.;!?]\s+|\n/u;

/** Lines that read as a document title. */
export const TITLE_WORDS =
  /\b(?:contrato|instrumento|termos?|acordo|estatuto|compromisso|promessa|condicoes|regras|normas|politica|regulamento|regimento|declaracao|aditivo|distrato|convencao|escritura)\b/u;
/** A title that opens with the name of an instrument: "CONTRATO DE …", "Termo de …". */
export const TITLE_START =
  /^(?:contrato|instrumento|termos?|acordo|estatuto|compromisso|promessa|condicoes|regulamento|regimento|aditivo|distrato|convencao|escritura|declaracao|autorizacao\s+(?:de|para)|politica\s+de\s+privacidade)\b/u;
/** Longest line taken as a title. */
export const MAX_TITLE_LENGTH = 200;
