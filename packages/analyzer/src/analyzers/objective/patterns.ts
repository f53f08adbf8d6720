/**
 * Objectivity rules: vague terms, readability thresholds, repeated passages, documents cited,
 * the legal vocabulary allow-list and the Brazilian-spelling variants of the (European)
 * dictionary; pt-BR rule texts. The vetted table of laws is in laws.ts.
 */
import type { RuleSpec } from '../rule';

/**
 * What a vague term leaves open: a deadline (harmless on a duty to inform, or inside a condition:
 * see ACCESSORY_DUTY and CONDITION_BEFORE), a deadline given only as an estimate (which a figure
 * does not make a limit), an amount or a ground, or the misconduct that lets a party end the
 * contract or punish the other (see MISCONDUCT_CONTEXT), or a fine named only as "the one in the
 * contract" where the contract sets several (see FINE_RATE).
 */
export type VagueKind = 'deadline' | 'estimate' | 'amount' | 'ground' | 'misconduct' | 'fine';

/** Vague expressions (folded), why each is a problem, and what they leave open. */
export const VAGUE_TERMS: readonly { pattern: RegExp; why: string; kind: VagueKind }[] = [
  {
    pattern: /\b(?:prazo|tempo|periodo)\s+razoave(?:l|is)\b|\brazoavelmente\b/gu,
    why: 'não diz quanto',
    kind: 'deadline',
  },
  // "prazo médio de 30 dias úteis": an average or an estimate is no limit, even with a figure.
  {
    pattern: /\b(?:prazo|tempo|periodo)\s+(?:medio|estimado|aproximado)\b/gu,
    why: 'é uma estimativa, não um prazo-limite',
    kind: 'estimate',
  },
  {
    pattern: /\b(?:valor|preco)\s+(?:razoave(?:l|is)|medio)\b/gu,
    why: 'não diz quanto',
    kind: 'amount',
  },
  { pattern: /\boportunamente\b/gu, why: 'não fixa quando', kind: 'deadline' },
  { pattern: /\bem\s+tempo\s+habil\b/gu, why: 'não fixa o prazo', kind: 'deadline' },
  {
    pattern: /\bem\s+breve\b|\bassim\s+que\s+possivel\b|\bo\s+quanto\s+antes\b/gu,
    why: 'não fixa o prazo',
    kind: 'deadline',
  },
  // A price "conforme tabela em vigor", "pelo valor de tabela vigente", "conforme o valor vigente"
  // is not in the contract: the reader cannot know it (an official reference that follows, such
  // as the minimum wage or the FIPE table, makes it precise: VAGUE_PRECISION).
  {
    pattern:
      /\b(?:conforme|segundo|de\s+acordo\s+com)\s+(?:a\s+)?tabela\s+(?:em\s+vigor|vigente)\b|\b(?:pel[oa]|conforme\s+o|segundo\s+o|de\s+acordo\s+com\s+o)\s+(?:valor|preco)\s+(?:de\s+tabela|vigente|em\s+vigor)\b|\bo\s+vigente\s+na\s+tabela\b/gu,
    why: 'o valor não está no contrato',
    kind: 'amount',
  },
  // "aplicando-se a multa prevista contratualmente": which one, when the contract has several?
  {
    pattern:
      /\b(?:a|da|na|pela)\s+multa\s+(?:prevista|estipulada|estabelecida|pactuada|fixada)\s+(?:contratualmente|neste\s+(?:contrato|instrumento)|no\s+presente\s+(?:contrato|instrumento))\b/gu,
    why: 'não diz qual das multas do contrato',
    kind: 'fine',
  },
  // "juros oficiais" names no rate (the legal rate would be "juros legais", CC art. 406).
  { pattern: /\bjuros\s+oficiais\b/gu, why: 'não diz a taxa', kind: 'amount' },
  {
    pattern: /\bou\s+(?:por\s+)?outro\s+motivo\s+qualquer\b|\bpor\s+qualquer\s+outro\s+motivo\b/gu,
    why: 'deixa o motivo em aberto',
    kind: 'ground',
  },
  // "em caso de comportamento inadequado", "diante de falta contratual grave": a ground to end
  // the contract or to punish that the contract does not define.
  {
    pattern:
      /\b(?:comportamentos?|condutas?|atitudes?)\s+(?:inadequad|inconvenient|incompativ|impropri|inapropriad|desrespeitos)\p{L}*|\bmau\s+comportamento\b|\bfalta\s+(?:contratual\s+)?grave\b/gu,
    why: 'não define a falta',
    kind: 'misconduct',
  },
];

/**
 * Where an undefined misconduct matters: the contract ends, is suspended or a penalty applies
 * because of it. Tried on the sentence and the lead-in of its list (about 300 characters before).
 */
export const MISCONDUCT_CONTEXT =
  /\b(?:rescin\p{L}*|rescisao|resolu\p{L}*|cancela\p{L}*|suspen\p{L}*|exclu\p{L}*|deslig\p{L}*|justa\s+causa|penalidade|multa|advertencia|encerra\p{L}*)/u;
/**
 * What defines a misconduct when it follows it (sticky, at the end of the term): a definition
 * ("falta grave, assim entendida…", "falta grave:") or the document that lists it ("prevista no
 * regimento"). A figure that follows is another matter ("contraditório no prazo de 3 dias").
 */
export const MISCONDUCT_DEFINED =
  /(?:[^.;\n]){0,80}?(?:^\s*:|\b(?:assim\s+(?:entendid|considerad|definid)|entende-se|considera-se|a\s+saber|tais\s+como|(?:previst|descrit|definid|listad|tipificad)[oa]s?\s+n[oa]s?|nos\s+termos\s+d|conforme\s+(?:o\s+|a\s+)?(?:regimento|regulamento|codigo|clausula|item|anexo)))/uy;
/** How far before a misconduct its consequence is looked for. */
export const MISCONDUCT_LEAD = 300;
/**
 * "Falta grave" has a legal meaning in an employment relation (CLT art. 482 lists the grounds
 * for dismissal for just cause) and is no vague term there.
 */
export const LEGAL_MISCONDUCT = /^falta\s+(?:contratual\s+)?grave$/u;

/**
 * A duty to inform or to answer near a vague deadline ("fornecer, em tempo hábil, os
 * esclarecimentos", "respondê-las em prazo razoável", "login e senha informados oportunamente"):
 * the usual drafting of an accessory duty to cooperate, not a gap in what a party gets. Tried on
 * about 60 characters around the term.
 */
export const ACCESSORY_DUTY =
  /\b(?:informa(?:r|cao|coes|do|dos|da|das|ra|rao)|esclarecimentos?|mensage(?:m|ns)|respond\p{L}*|comunica(?:r|cao|do|da)|notifica(?:r|cao|do|da)|login|senhas?)\b/u;
/**
 * A vague term inside a condition ("Em caso de não recebimento do boleto em tempo hábil, …"):
 * it describes an event, it fixes no one's deadline. Tried on the sentence up to the term.
 */
export const CONDITION_BEFORE =
  /^(?:[\d.]+\s*[-–.)]?\s*)?(?:em\s+caso\s+de|caso|se|na\s+hipotese\s+d[eoa]s?|havendo|ocorrendo)\b[^,;]*$/u;
/** How far around a vague deadline an accessory duty is looked for. */
export const DUTY_WINDOW = 60;

/**
 * What makes a vague term precise when it follows it in the same sentence (tried at the end of
 * the term, sticky, so each check reads at most about 100 characters): a figure with its unit
 * ("prazo razoável, de 30 (trinta) dias", "não superior a 10 dias úteis", "até R$ 500,00") or a
 * reference to where the standard is written ("boas práticas descritas no Anexo II", "a critério
 * da LOCADORA, observado o disposto na cláusula 9.2", "entre outros, os listados no Anexo I",
 * "conforme a norma ABNT NBR 5674").
 */
export const VAGUE_PRECISION = new RegExp(
  [
    String.raw`(?:[^.;\n]|\.(?=\d)){0,80}?`,
    '(?:',
    String.raw`[\s,(](?:de|ate|em\s+ate|no\s+maximo|maximo\s+de|nao\s+superior\s+a|nao\s+excedente\s+a|limitad[oa]s?\s+a|equivalente\s+a|correspondente\s+a)\s+(?:\d[\d.,]*\s*(?:\([^)]{1,60}\)\s*)?(?:dias?|horas?|meses|mes|anos?|semanas?|minutos?|%|por\s+cento)\b|r\$\s*\d)`,
    String.raw`|\b(?:descrit|definid|previst|estabelecid|especificad|listad|relacionad|enumerad|detalhad|indicad)[oa]s?\s+(?:no|na|nos|nas)\s+(?:anexo|clausula|item|paragrafo|subclausula|norma|tabela|quadro|politica|manual|regulamento|acordo\s+de\s+nivel|art\b|lei\s+(?:n\S*\s*)?\d|regimento|codigo\s+de\s+conduta)`,
    String.raw`|\b(?:conforme|nos\s+termos\s+d[oa]s?|observad[oa]s?\s+o\s+disposto\s+n[oa]s?|na\s+forma\s+d[oa]s?|de\s+acordo\s+com\s+[oa]s?)\s+(?:anexo|clausula|item|paragrafo|subclausula|norma|tabela|quadro|acordo\s+de\s+nivel|sla\b|art\b|lei\s+(?:n\S*\s*)?\d)`,
    String.raw`|\b(?:abnt|nbr)\b|\biso(?:\/iec)?\s*\d`,
    // An official reference or a definition: "o valor vigente do salário mínimo", "falta grave,
    // assim entendida…", "considera-se falta grave:".
    String.raw`|\b(?:salario\s+minimo|tabela\s+fipe|assim\s+(?:entendid|considerad|definid)|entende-se|considera-se|a\s+saber)`,
    ')',
  ].join(''),
  'uy',
);

/**
 * Sentences (or items of a list) longer than this many words are run-on: conditions and
 * exceptions hide in them. Legal prose often runs to 60 words; past 100 no reader keeps track.
 */
export const RUN_ON_WORDS = 100;
/**
 * One long sentence here and there is ordinary contract prose; a text that keeps writing them
 * (this many), or one sentence past RUN_ON_ALONE words, is hard to read as a whole.
 */
export const MIN_RUN_ONS = 3;
export const RUN_ON_ALONE = 150;
/**
 * The colon that opens an enumerated list ("São obrigações do LOCATÁRIO: I – …; II – …;"),
 * not a time ("7:30").
 */
export const LIST_LEAD = /:(?=\s)/u;
/** An item marker after a semicolon: "I –", "II -", "a)", "b.", "3)". */
export const ITEM_MARKER = /^\s*(?:[ivxlc]{1,6}|[a-z]|\d{1,2})\s*(?:\)|–|-|\.)\s/u;
/**
 * Flesch reading ease adapted to Portuguese (Martins et al., 1996):
 * 248.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words).
 * Below this the text is "muito difícil" even for legal prose.
 */
export const MIN_READABILITY = 15;
/** Sentences shorter than this are not compared for repetition. */
export const MIN_REPEATED_WORDS = 8;
/** Words used this many times or more are the document's vocabulary, not typos. */
export const MAX_TYPO_FREQUENCY = 2;
/** Shorter words are not checked (abbreviations, articles). */
export const MIN_CHECKED_LENGTH = 5;
/**
 * A word at least this long that lost a letter is corrected towards a word of the dictionary that
 * the document does not use, when it writes the same stem elsewhere ("automtizadas" /
 * "automatizadas" beside "automatizado"): long words have few neighbours one letter away.
 */
export const MIN_UNATTESTED_LENGTH = 8;
/** The shortest stem that makes a restored letter attested (see MIN_UNATTESTED_LENGTH). */
export const MIN_STEM_LENGTH = 6;
/** Capitalised words shorter than this are not checked: acronyms and short names. */
export const MIN_CAPITALISED_LENGTH = 6;

/**
 * Brazilian spellings the European dictionary lacks: each rewrite maps a Brazilian form to one
 * the dictionary knows (econômico → económico, registro → registo, contato → contacto), and
 * the feminine/plural to the form it lists.
 */
export const BRAZILIAN_VARIANTS: readonly (readonly [RegExp, string])[] = [
  [/ô(?=[mn])/u, 'ó'],
  [/ê(?=[mn])/u, 'é'],
  [/ô/u, 'ó'],
  [/ê/u, 'é'],
  [/^registr/u, 'regist'],
  // "indenizar", "indenizável": Brazil writes without the European "m" ("indemnizar").
  [/^indeniz/u, 'indemniz'],
  [/tat(?=[oa])/u, 'tact'],
  [/(?<=[aeiou])t(?=[oa]s?$)/u, 'ct'],
  [/ç(?=[aoã])/u, 'cç'],
  [/a$/u, 'o'],
  [/as$/u, 'os'],
  [/ria$/u, 'rio'],
  [/rias$/u, 'rios'],
  [/uel$/u, 'uer'],
  [/ueis$/u, 'ueres'],
];

/** Terms of Brazilian legal drafting the dictionary lacks. */
export const LEGAL_VOCABULARY: readonly string[] = [
  'aluguel',
  'aluguéis',
  'inadimplemento',
  'inadimplente',
  'inadimplentes',
  'inadimplência',
  'locatária',
  'locatárias',
  'comodatário',
  'comodatária',
  'comodante',
  'mutuária',
  'mutuante',
  'donatário',
  'donatária',
  'franqueadora',
  'franqueada',
  'franqueado',
  'licenciante',
  'licenciada',
  'licenciado',
  'promitente',
  'promissário',
  'promissária',
  'contratante',
  'contratada',
  'outorgante',
  'outorgado',
  'cessionário',
  'cessionária',
  'anuente',
  'fiduciante',
  'fiduciantes',
  'fiduciária',
  'fiduciário',
  'fiadora',
  'resilição',
  'resilir',
  'distrato',
  'aditivo',
  'aditivos',
  'caução',
  'cláusula',
  'cláusulas',
  'avençado',
  'avençada',
  'avença',
  'pactuado',
  'pactuada',
  'vistoria',
  'benfeitorias',
  'benfeitoria',
  'foro',
  'comarca',
  'usufruto',
  'sublocação',
  'sublocar',
  'reajustado',
  'reajustada',
  'reajustável',
  'prorrogável',
  'rescindível',
  'rescisória',
  'moratória',
  'moratórios',
  'compensatória',
  'remuneratórios',
  'capitalizados',
  'capitalização',
  'royalties',
  'mouse',
  'mouses',
  'notebook',
  'notebooks',
  'tablet',
  'tablets',
  'webcam',
  'nobreak',
  'software',
  'softwares',
  'online',
  'e-mail',
  'site',
  'sites',
  'backup',
  'login',
  'link',
  'download',
  'upload',
  'app',
  'smartphone',
  'streaming',
  'hardware',
  'know-how',
  'marketing',
  'pró-rata',
  'pro',
  'rata',
  'die',
  'ipca',
  'igpm',
  'inpc',
  'selic',
  'cnpj',
  'cpf',
  'cep',
  'ltda',
  'eireli',
  'iptu',
  'icms',
  'iss',
  'fgts',
  'ctps',
  'clt',
  'lgpd',
  'anpd',
  'pix',
  'boleto',
  'boletos',
  'whatsapp',
  'celular',
  'celulares',
  'planilha',
  'treinamento',
  'treinamentos',
  'terceirização',
  'subcontratação',
  'subcontratar',
  'signatário',
  'signatários',
  'signatárias',
  'testemunhas',
  'condômino',
  'condôminos',
  'condominial',
  'condominiais',
  'gerenciamento',
  'customização',
  'customizações',
  'implantação',
  'hospedagem',
  'homologação',
  'cominação',
  'cominações',
  'cominatória',
  'cominatório',
  'advocatício',
  'advocatícios',
  'indenizatória',
  'indenizatório',
  'multa',
  'multas',
  'vigorará',
  'quitação',
  'ônus',
  'inadimplidas',
  'inadimplida',
  'judicialmente',
  'extrajudicial',
  'extrajudicialmente',
  'notificação',
  'notificações',
  'contrarrazões',
  'matrícula',
  'rematrícula',
  'mensalidade',
  'chope',
  'chopes',
  'chopeira',
  'chopeiras',
  'arras',
  'mensalidades',
  'anuidade',
  'semestralidade',
  'cancelamento',
  'cancelamentos',
  'reembolso',
  'reembolsos',
  'reembolsável',
  'comodato',
  'mútuo',
  'franquia',
  'franqueador',
  'carnê',
  'carnês',
  'desmatar',
  'desmatamento',
];

/**
 * What only a company has, said of a party: its partners ("O CONTRATANTE e seus sócios/avalistas",
 * "a quem o seu sócio administrador indicar"), its articles ("contrato social"), its board.
 */
export const COMPANY_ORGANS =
  /\b(?:(?:seus?|suas?)\s+(?:socios?|diretores|diretoria|administradores)|socios?[\s/-]+(?:administrador|gerente|avalista|quotista)\p{L}*|contrato\s+social|estatuto\s+social)\b/gu;
/** A person's qualification: an identity card, a birth date, a civil status, a profession. */
export const PERSON_MARKERS =
  /\b(?:rg|cedula\s+de\s+identidade|nascimento|nascid[oa]|estado\s+civil|solteir[oa]|casad[oa]|profissao|brasileir[oa](?:\(a\))?)\b/u;
/** A company's registration: a CNPJ (not a "cpfcnpj" variable of a form). */
export const COMPANY_MARKER = /\bcnpj\b/u;
/** How far after a party's role or name its qualification is read. */
export const QUALIFICATION_REACH = 300;
/**
 * A commercial lease's clause: the tenant obtains the licences to install its business
 * ("atendimento de exigências … das autoridades locais para sua instalação", "alvará de
 * funcionamento"), or the goodwill and renewal action of a business lease (Lei 8.245 art. 51).
 */
export const BUSINESS_PREMISES =
  /\b(?:alvara|licencas?)\s+(?:de\s+)?(?:funcionamento|localizacao)\b|\bexigencias\b[^.;]{0,100}\b(?:autoridades|poderes\s+publicos|orgaos\s+publicos)\b[^.;]{0,60}\binstalacao\b|\bponto\s+comercial\b|\bfundo\s+de\s+comercio\b|\bacao\s+renovatoria\b/u;

/** Texts and severities of the objectivity rules. */
export const SPECS = {
  placeholder: {
    rule: 'objetividade.placeholder',
    title: 'Campos em branco',
    description: 'O contrato tem campos em branco ou marcadores de modelo não preenchidos.',
    severity: 'média',
    recommendation:
      'Preencha o campo antes de assinar; campos em branco podem ser completados por terceiros.',
  },
  ortografia: {
    rule: 'objetividade.ortografia',
    title: 'Erros de digitação',
    description: 'Palavras com erro de grafia.',
    severity: 'baixa',
    recommendation: 'Revise a grafia.',
  },
  fraseLonga: {
    rule: 'objetividade.frase_longa',
    title: 'Frases longas demais',
    description: 'Frases longas demais para uma leitura segura.',
    severity: 'baixa',
    recommendation: 'Divida a frase em frases menores, uma obrigação por frase.',
  },
  legibilidade: {
    rule: 'objetividade.legibilidade',
    title: 'Texto de leitura muito difícil',
    description: 'O índice de legibilidade do contrato é muito baixo.',
    severity: 'média',
    recommendation:
      'Use frases mais curtas e palavras mais simples; prefira itens numerados a períodos longos.',
    legalRef: 'cdc.art54.p3-4',
  },
  termoVago: {
    rule: 'objetividade.termo_vago',
    title: 'Termos vagos',
    description: 'Expressões imprecisas que deixam prazo, valor ou motivo em aberto.',
    severity: 'baixa',
    recommendation: 'Substitua por um critério objetivo (prazo em dias, valor, lista fechada).',
  },
  repeticao: {
    rule: 'objetividade.repeticao',
    title: 'Texto repetido',
    description: 'O mesmo trecho aparece mais de uma vez no contrato.',
    severity: 'baixa',
    recommendation: 'Remova a repetição ou unifique as cláusulas.',
  },
  numeracao: {
    rule: 'objetividade.numeracao',
    title: 'Numeração inconsistente',
    description: 'A numeração das cláusulas tem saltos ou repetições.',
    severity: 'baixa',
    recommendation: 'Renumere as cláusulas e atualize as remissões.',
  },
  fraseIncompleta: {
    rule: 'objetividade.frase_incompleta',
    title: 'Cláusula interrompida no meio',
    description: 'Uma cláusula termina no meio da frase, sem dizer o que pretendia.',
    severity: 'média',
    recommendation: 'Complete a cláusula; sem o final, não se sabe o que ela obriga nem a quem.',
  },
  documentoExterno: {
    rule: 'objetividade.documento_externo',
    title: 'Documentos citados que não acompanham o contrato',
    description:
      'O contrato remete a documentos que não estão nele, e só o que você pode ler antes de assinar deve obrigá-lo.',
    severity: 'baixa',
    recommendation:
      'Peça os documentos citados (anexos, regulamentos, tabelas) antes de assinar, ou que as regras venham no próprio contrato.',
    legalRef: 'cdc.art46',
  },
  pessoaComoEmpresa: {
    rule: 'objetividade.modelo_alheio',
    title: 'Pessoa física tratada como empresa',
    description:
      'O texto fala em sócios ou contrato social de uma parte que é pessoa física: trecho copiado de um modelo feito para empresa.',
    severity: 'baixa',
    recommendation:
      'Retire as menções a sócios e contrato social ou adapte-as à parte como pessoa física (documentos pessoais, procurador), para não haver dúvida sobre quem se obriga.',
  },
  locacaoComercial: {
    rule: 'objetividade.modelo_alheio',
    title: 'Cláusula de locação comercial em locação residencial',
    description:
      'Uma cláusula trata de licenças e da instalação de uma atividade, assunto de locação comercial, num contrato de locação residencial.',
    severity: 'baixa',
    recommendation:
      'Retire a cláusula copiada do modelo comercial, ou ajuste-a ao uso residencial do imóvel.',
  },
  leiCitadaErrada: {
    rule: 'objetividade.lei_citada_errada',
    title: 'Lei citada de forma errada',
    description:
      'O contrato cita uma lei ou um artigo de forma errada: número ou ano trocado, lei revogada ou artigo que não trata do assunto.',
    severity: 'baixa',
    recommendation:
      'Corrija a citação (número, ano e artigo da lei em vigor); uma remissão errada pode gerar discussão sobre qual regra vale.',
  },
} as const satisfies Record<string, RuleSpec>;

/**
 * A paragraph that stops in the middle of a phrase: it ends without punctuation on a word that
 * cannot end a sentence (an article, a preposition, a possessive, "respectivos") or on a
 * demonstrative and the participle that awaits its complement ("o mesmo nível de cuidado … que
 * aquele dispensado"), and the next paragraph starts a new sentence ("São considerados…"), not
 * the rest of this one.
 */
export const DANGLING_END =
  /(?:^|\s)(?:de|do|da|dos|das|o|a|os|as|com|que|em|no|na|por|pelo|pela|para|seus|suas|seu|sua|respectivos?|respectivas?|aquele|aquela|um|uma|ao|cujo|cuja)$|\baquel[ea]s?\s+\p{L}+(?:ad|id)[oa]s?$/u;

/**
 * A condition left without its consequence, as a whole item: "a.1) Se o CONTRATANTE requerer a
 * rescisão do Contrato no mesmo ano da filiação." — it opens with "se" or "caso", has no comma,
 * colon or semicolon where a main clause would start, and no main verb (see MAIN_VERB).
 */
export const BARE_CONDITION =
  /^(?:(?:[a-z]|\d{1,3})(?:\.\d{1,3})*\s*[).-]\s*)?(?:se|caso)\s+[^,;:]{10,200}\.$/iu;
/**
 * A main verb on the original text: a future ("pagará", "será", "deverão"), a conditional, or the
 * present of the verbs that state a consequence ("fica", "deve", "pode", "cabe", "incide", "é").
 */
export const MAIN_VERB =
  /\p{L}+(?:rá|rão|ria|riam)\b|\b(?:fica|ficam|deve|devem|pode|podem|cabe|cabem|incide|incidem|implica|implicam|é|são|tem|têm|perde|perdem|paga|pagam|aplica-se|aplicam-se|obriga-se|obrigam-se)\b/iu;
/** An item of a list of cases: the paragraph before it opens the list with a colon. */
export const LIST_OPENER = /:\s*$/u;

/**
 * How the next paragraph starts when it is a new sentence: a capitalised word (a verb with its
 * pronoun too, "Entendem-se"), then lower case, or an article before any word ("As INFORMAÇÕES
 * CONFIDENCIAIS…").
 */
export const NEW_SENTENCE =
  /^(?:\d+(?:\.\d+)*[.)]?\s+|[a-z]\)\s+)?(?:\p{Lu}\p{Ll}+(?:-\p{Ll}+)?\s+\p{Ll}|(?:[AO]s?|Um|Uma)\s+\p{L})/u;
/** What a reference to a clause, an article or a name looks like: the phrase goes on. */
export const CONTINUATION = /^(?:cl[aá]usula|artigo|art\.|item|anexo|par[aá]grafo)\b/iu;

/**
 * A document the contract incorporates or relies on ("conforme o Regulamento Interno", "o Laudo
 * de Vistoria que integra este contrato", "preço da Tabela em vigor", "Anexo II", "as condições
 * gerais estipuladas pela Associação…" of a private body), group `name`.
 */
export const EXTERNAL_DOCUMENT =
  /\b(?<name>(?:regulamento|regimento)(?:\s+(?:interno|escolar|geral|academico))?|manual\s+d[oa]\s+(?:aluno|usuario|cliente|colaborador|franqueado)|(?:tabela|lista)\s+de\s+(?:precos|valores|servicos|taxas)|termo\s+de\s+contratacao(?:\s+dos\s+servicos)?|proposta\s+comercial|plano\s+de\s+(?:estagio|atividades)|anexo\s+(?:[ivx]+|\d{1,2}|unico)|codigo\s+de\s+conduta|politica\s+de\s+privacidade|(?:regras|normas|regramentos|condicoes\s+gerais)(?:\s+e\s+(?:regras|normas|condicoes\s+gerais))?\s+(?:estipulad|estabelecid|editad|expedid|fixad)[oa]s?\s+pel[oa]s?\s+(?:associacao|sindicato|entidade|companhia|federacao|confederacao|operadora|administradora|camara))\b/gu;
/**
 * The rules of a condominium: the tenant must observe them by law (Lei 8.245/1991, art. 23, X),
 * whether or not the lease carries them. Tried just after the document's name.
 */
/** The rest of a body's proper name after its first word ("… Brasileira de Operadores de Turismo"). */
export const PROPER_NAME_REST = /^(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{L}-]*)+/u;
export const CONDOMINIUM_RULES =
  /^\s*(?:interno\s+)?d[oa]s?\s+(?:condominio|edificio|predio|conjunto)/u;
/** Words that make the cited document part of the deal, around the citation. */
export const INCORPORATED =
  /\b(?:parte\s+integrante|integra(?:m|ndo)?\s+(?:o\s+presente|este)|conforme|de\s+acordo\s+com|nos\s+termos\s+d|previst[oa]s?\s+n|constante|descrit[oa]s?\s+n|estabelecid[oa]s?\s+n|disponive(?:l|is)\s+n|encontra(?:m)?-se\s+disponive|que\s+acompanha|anexo\s+a(?:o)?\s+(?:presente|este)|vinculad[oa]s?\s+a)\b/u;
/**
 * An employee's or intern's duty to comply with the employer's rules ("cumprir o Regulamento
 * Interno da Empregadora"): the regulation becomes part of the employment contract (TST, Súmula
 * 51), so it binds rules the worker has not read.
 */
export const WORKER_INCORPORATED =
  /\b(?:cumprir|observar|obedecer|respeitar|seguir)\s+(?:fielmente\s+|integralmente\s+|rigorosamente\s+)?(?:o|a|os|as)\s+(?:regulamento|regimento|manual|codigo|politica|normas|regras)/u;
/** How far from a document's name the words that incorporate it are looked for. */
export const NEAR_DOCUMENT = 80;
/** A document still to be made: "deverá ser objeto de proposta comercial", "mediante proposta". */
export const FUTURE_DOCUMENT =
  /\b(?:(?:devera|deverao|sera|serao|podera|poderao)\s+ser\s+objeto\s+de|mediante\s+(?:nova\s+)?)\s*(?:\p{L}+\s+){0,2}$/u;
/**
 * The contract says the document was handed to the reader ("que lhe foram apresentados", "declara
 * ter recebido", "são do conhecimento do CONTRATANTE"): CDC art. 46 asks that the consumer could
 * know it beforehand, and the contract states it.
 */
export const GIVEN_TO_READER =
  /\b(?:(?:foi|foram|e|sao)\s+(?:previamente\s+)?(?:apresentad|entregue|fornecid)|conhecimento\s+previo|declara(?:m)?\s+(?:ter\s+)?(?:recebido|lido)|receb(?:eu|eram)\s+(?:uma\s+)?copia|(?:e|sao)\s+do\s+(?:seu\s+)?conhecimento)/u;
/** The price, a fee or a charge depends on the document. */
export const PRICE_WORDS = /\b(?:valor(?:es)?|preco|mensalidade|taxa|tarifa|parcela|pagamento)\b/u;
