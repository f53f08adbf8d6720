/**
 * Internal model shared by the analyzer's stages. The public output is `TAnalysis`
 * (packages/shared); these types are what the stages hand to each other.
 */
import type {
  TContractType,
  TCriterion,
  TDefaultClauseKey,
  TEntities,
  TOutlineItem,
  TSeverity,
} from '@contrato-claro/shared';

/** Expected failures are values (STYLE.md §8). */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** Why a document could not be analysed. Codes are shared error codes (packages/shared). */
export type AnalysisErrorCode =
  | 'UNSUPPORTED_FILE_TYPE'
  | 'FILE_CORRUPTED'
  | 'PDF_ENCRYPTED'
  | 'NO_TEXT_FOUND'
  | 'EMPTY_DOCUMENT'
  | 'NOT_A_CONTRACT'
  | 'TOO_MANY_PAGES'
  | 'DOCUMENT_TOO_COMPLEX'
  | 'TOO_MANY_SCANNED_PAGES'
  | 'OCR_UNAVAILABLE'
  | 'ANALYSIS_TIMEOUT';

export interface AnalysisError {
  code: AnalysisErrorCode;
  /** Technical detail for logs; never contract text. */
  detail?: string;
}

/** A character offset into the normalised text. */
export type Offset = number & { readonly __brand: 'Offset' };
/** A 1-based page number. */
export type PageNumber = number & { readonly __brand: 'PageNumber' };

/** Where each page lies in the normalised text. */
export interface PageSpan {
  page: number;
  start: number;
  end: number;
}

/** Output of extraction: the whole document as normalised text, with page spans. */
export interface ExtractedText {
  kind: 'pdf' | 'docx' | 'txt';
  /** Normalised text (NFC, unified quotes/dashes/spaces, paragraphs separated by "\n"). */
  text: string;
  pages: PageSpan[];
  pageCount: number;
  /** Set when some pages were read by OCR. */
  ocr?: OcrText;
}

/** What OCR contributed to an extracted text. */
export interface OcrText {
  /** Pages read by OCR (1-based). */
  pages: number[];
  /** Mean word confidence (0–100) over those pages, weighted by word length. */
  confidence: number;
  lowQualityPages: number[];
  /** Spans of the text read from words OCR was unsure of. */
  doubtful: { start: number; end: number }[];
}

/** A clause (or sub-item) of the document. Same fields as the public outline item. */
export type Clause = TOutlineItem & {
  /** Offset where the body starts (after the heading/number). */
  bodyStart: number;
  /** Numeric path when the numbering gives one (e.g. [3, 1] for "3.1"), used for gap checks. */
  number: number[] | null;
};

/** The document after segmentation. */
export interface SegmentedDocument {
  text: string;
  /**
   * `text` lower-cased with accents removed, character by character: same length, same
   * offsets. Match patterns against `fold`, slice spans from `text`.
   */
  fold: string;
  pages: PageSpan[];
  pageCount: number;
  /** Every clause, item and paragraph in document order (preamble and signatures included). */
  clauses: Clause[];
}

export interface Classification {
  contractType: TContractType;
  contractSubType: string | null;
  contractTitle: string | null;
  /** 0–1: how sure the classifier is; "Outro" below its threshold. */
  confidence: number;
}

/** Everything an analyzer may look at. */
export interface AnalyzedDocument extends SegmentedDocument {
  entities: TEntities;
  classification: Classification;
}

/** A finding before ids and clause excerpts are attached by the pipeline. */
export interface RawFinding {
  rule: RuleId;
  title: string;
  description: string;
  severity: TSeverity;
  /** Span in the normalised text the finding points at. */
  start: number;
  end: number;
  recommendation?: string;
  /** Id of an entry of the vetted legal table (legal/references.ts). */
  legalRef?: string;
  /** The standard element the finding says is missing (never one the checklist finds). */
  missing?: TDefaultClauseKey;
  /** Other places where the same problem occurs: one finding per problem, its places listed. */
  occurrences?: { start: number; end: number }[];
}

/** One analyzer per module, one signature (STYLE.md §5). */
export interface Analyzer {
  criterion: TCriterion;
  analyze(doc: AnalyzedDocument): RawFinding[];
}

/**
 * Every rule id the analyzers may emit, by criterion. The corpus gold annotations use the
 * same ids, so this list is the contract between the rules and their evaluation.
 */
export const RULES = {
  contradictionAnalysis: [
    'contradicao.numero_extenso',
    'contradicao.valor_divergente',
    'contradicao.foro_duplo',
    'contradicao.aritmetica',
    'contradicao.referencia_inexistente',
    'contradicao.papel_indefinido',
    'contradicao.papel_trocado',
    'contradicao.assinante_diverso',
    'contradicao.qualificacao_inconsistente',
    'contradicao.natureza_contraditoria',
    'contradicao.regra_divergente',
  ],
  keyValuesAnalysis: [
    'financeiro.multa_excessiva',
    'financeiro.juros_mora',
    'financeiro.juros_compostos',
    'financeiro.multa_locacao_desproporcional',
    'financeiro.garantia_multipla',
    'financeiro.caucao_excessiva',
    'financeiro.reajuste_inferior_anual',
    'financeiro.sem_indice_reajuste',
    'financeiro.responsabilidade_ilimitada',
    'financeiro.pagamento_antecipado_integral',
    'financeiro.custos_cobranca',
    'financeiro.parcelas_vincendas',
    'financeiro.preco_indefinido',
    'financeiro.desconto_perdido',
    'financeiro.custo_parcelado',
    'financeiro.caucao_irregular',
    'financeiro.multa_indefinida',
    'financeiro.tributos_genericos',
    'financeiro.restituicao_sem_correcao',
    'financeiro.comissao_permanencia_cumulada',
    'financeiro.multa_e_arras',
    'financeiro.indice_a_criterio',
    'financeiro.cobranca_na_conta_essencial',
    'financeiro.desconto_alem_da_cota_salao',
  ],
  importantDatesAnalysis: [
    'datas.sem_prazo',
    'datas.sem_vencimento',
    'datas.renovacao_sem_aviso',
    'datas.fim_antes_inicio',
    'datas.assinatura_apos_termino',
    'datas.experiencia_acima_limite',
    'datas.prazo_indefinido',
    'datas.data_documento',
    'datas.aviso_desproporcional',
    'datas.parcelas_ano_fixo',
    'datas.sigilo_limitado',
    'datas.estagio_acima_dois_anos',
    'datas.circular_oferta_tardia',
  ],
  equilibriumAnalysis: [
    'equilibrio.multa_unilateral',
    'equilibrio.rescisao_unilateral',
    'equilibrio.alteracao_unilateral',
    'equilibrio.renuncia_unilateral',
    'equilibrio.limitacao_responsabilidade_unilateral',
    'equilibrio.foro_domicilio_parte',
    'equilibrio.obrigacoes_desiguais',
    'equilibrio.cancelamento_dificultado',
    'equilibrio.del_credere',
    'equilibrio.suspensao_por_atraso',
    'equilibrio.devolucao_recusada',
    'equilibrio.jornada_sem_limite',
    'equilibrio.comissao_sem_prazo',
    'equilibrio.comissao_alteravel',
    'equilibrio.jornada_estagio_excedente',
  ],
  objectiveAnalysis: [
    'objetividade.placeholder',
    'objetividade.ortografia',
    'objetividade.frase_longa',
    'objetividade.legibilidade',
    'objetividade.termo_vago',
    'objetividade.repeticao',
    'objetividade.numeracao',
    'objetividade.frase_incompleta',
    'objetividade.documento_externo',
    'objetividade.lei_citada_errada',
    'objetividade.regra_estrangeira',
    'objetividade.modelo_alheio',
  ],
  defaultClauses: [
    'padrao.ausente',
    'padrao.arrependimento_ausente',
    'padrao.protecao_dados_insuficiente',
    'padrao.devolucao_informacoes',
    'padrao.vistoria_ausente',
    'padrao.averbacao_ausente',
    'padrao.representacao_incompleta',
    'padrao.rescisao_antecipada_omissa',
    'padrao.transferencia_veiculo',
    'padrao.vencimento_antecipado_omisso',
  ],
  exoticClauses: [
    'atipica.renuncia_direitos',
    'atipica.cessao_sem_consentimento',
    'atipica.exclusividade',
    'atipica.nao_concorrencia',
    'atipica.renovacao_automatica_sem_aviso',
    'atipica.multa_desproporcional',
    'atipica.foro_sem_vinculo',
    'atipica.arbitragem_adesao',
    'atipica.citacao_eletronica',
    'atipica.confidencialidade_perpetua',
    'atipica.preco_unilateral_renovacao',
    'atipica.exoneracao_responsabilidade',
    'atipica.retomada_sem_ordem_judicial',
    'atipica.sorteio_consorcio',
    'atipica.consentimento_dados_generico',
    'atipica.cessao_imagem',
    'atipica.confissao_divida',
    'atipica.venda_casada',
    'atipica.duplicata_irregular',
    'atipica.procuracao_reciproca',
    'atipica.exclusao_sumaria',
    'atipica.polo_passivo',
    'atipica.pejotizacao',
    'atipica.discriminacao',
    'atipica.limpa_nome',
    'atipica.curso_sem_validade',
    'atipica.inversao_onus_prova',
    'atipica.negativacao_sem_aviso',
    'atipica.titulo_em_branco',
    'atipica.renuncia_renovacao_locacao',
    'atipica.limite_internacao',
    'atipica.carencia_por_atraso',
    'atipica.responsabilidade_de_terceiros',
    'atipica.procurador_imposto',
    'atipica.renuncia_benfeitorias',
    'atipica.acesso_justica_limitado',
    'atipica.cdc_afastado',
    'atipica.corte_essencial_sem_aviso',
    'atipica.ciencia_presumida',
    'atipica.dados_oposicao_obrigatoria',
    'atipica.investigacao_vida_privada',
    'atipica.doenca_notificacao_compulsoria',
    'atipica.credito_sem_consulta',
    'atipica.procurador_cambial',
    'atipica.indenizacao_representante_afastada',
    'atipica.arrependimento_negado',
    'atipica.impenhorabilidade_renunciada',
    'atipica.foro_fora_da_administracao',
    'atipica.velocidade_garantida_baixa',
  ],
} as const satisfies Record<TCriterion, readonly string[]>;

export type RuleId = (typeof RULES)[TCriterion][number];
