import JSZip from 'jszip';
import {
  childrenNamed,
  elementsNamed,
  parseXml,
  serializeXml,
  textElement,
  W,
  wElement,
  type XDocument,
  type XElement,
  type XNode,
} from './ooxml';

/** The author every tracked change and comment is signed with. */
export const REDLINE_AUTHOR = 'Contrato Claro';
const INITIALS = 'CC';

/** One suggestion to mark in the document. */
export interface RedlineEdit {
  /**
   * `replace`: the words of `target` become `wording` (a deletion and an insertion); `insert`:
   * `wording` comes as a new paragraph after the one holding `target` (a missing clause).
   */
  kind: 'replace' | 'insert';
  /** Words of the document (as the analysis read them) that locate the change. */
  target: string;
  wording: string;
  /** Why, written into the comment beside the change. */
  comment: string;
}

const COMMENTS_PATH = 'word/comments.xml';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const COMMENTS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';

/** One character of a paragraph's text as matching sees it: quotes, dashes and spaces unified. */
const foldChar = (char: string) =>
  /\s/u.test(char)
    ? ' '
    : /["“”„«»]/u.test(char)
      ? '"'
      : /['‘’‚]/u.test(char)
        ? "'"
        : /[-‐‑‒–—―]/u.test(char)
          ? '-'
          : char;

/** `text` folded for matching, spaces collapsed, and where each folded character came from. */
function folded(text: string): { text: string; at: number[] } {
  let out = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = foldChar(text[i]!);
    if (char === ' ' && (out === '' || out.endsWith(' '))) continue;
    out += char;
    at.push(i);
  }
  return { text: out, at };
}

const foldedTarget = (text: string) => folded(text).text.trim();

/** What a run contributes to its paragraph's text. */
function runText(run: XElement): string {
  let text = '';
  for (let node = run.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1 || (node as XElement).namespaceURI !== W) continue;
    const name = (node as XElement).localName;
    if (name === 't') text += node.textContent ?? '';
    else if (name === 'tab') text += '\t';
    else if (name === 'br' || name === 'cr') text += '\n';
  }
  return text;
}

const isContent = (node: XNode) =>
  node.nodeType === 1 &&
  (node as XElement).namespaceURI === W &&
  (node as XElement).localName !== 'rPr';

/** A copy of `run` with its properties and the given content. */
function runLike(document: XDocument, run: XElement, content: XNode[]): XElement {
  const properties = childrenNamed(run, 'rPr')[0];
  return wElement(document, 'r', {}, [
    ...(properties ? [properties.cloneNode(true)] : []),
    ...content,
  ]);
}

/**
 * The paragraph's direct runs with one piece of content each (text, tab, break), so that any
 * character offset falls between runs after at most one split.
 */
function atomizeRuns(document: XDocument, paragraph: XElement): XElement[] {
  for (const run of childrenNamed(paragraph, 'r')) {
    const content = Array.from(run.childNodes).filter(isContent);
    if (content.length <= 1) continue;
    for (const piece of content) {
      paragraph.insertBefore(runLike(document, run, [piece.cloneNode(true)]), run);
    }
    paragraph.removeChild(run);
  }
  return childrenNamed(paragraph, 'r');
}

/** Splits the text run holding `offset` (paragraph text offset) so a run starts there. */
function splitAt(document: XDocument, paragraph: XElement, offset: number): void {
  let position = 0;
  for (const run of childrenNamed(paragraph, 'r')) {
    const text = runText(run);
    if (offset > position && offset < position + text.length) {
      const [t] = childrenNamed(run, 't');
      if (!t) return;
      const cut = offset - position;
      paragraph.insertBefore(
        runLike(document, run, [textElement(document, 't', text.slice(0, cut))]),
        run,
      );
      paragraph.insertBefore(
        runLike(document, run, [textElement(document, 't', text.slice(cut))]),
        run,
      );
      paragraph.removeChild(run);
      return;
    }
    position += text.length;
  }
}

interface Located {
  paragraph: XElement;
  /** Offsets in the paragraph's text (its direct runs). */
  start: number;
  end: number;
}

function locate(paragraphs: readonly XElement[], target: string): Located | null {
  const wanted = foldedTarget(target);
  if (wanted === '') return null;
  for (const paragraph of paragraphs) {
    const text = childrenNamed(paragraph, 'r').map(runText).join('');
    const view = folded(text);
    const index = view.text.indexOf(wanted);
    if (index === -1) continue;
    return {
      paragraph,
      start: view.at[index]!,
      end: view.at[index + wanted.length - 1]! + 1,
    };
  }
  return null;
}

/** The first paragraph whose text holds the start of `target` (its first words). */
function paragraphOf(paragraphs: readonly XElement[], target: string): XElement | null {
  const words = foldedTarget(target).split(' ').slice(0, 8).join(' ');
  return locate(paragraphs, words)?.paragraph ?? null;
}

class Marker {
  private nextId: number;
  constructor(
    private readonly document: XDocument,
    private readonly comments: XDocument,
    private readonly date: string,
    firstId: number,
  ) {
    this.nextId = firstId;
  }

  private attributes() {
    return { id: String(this.nextId++), author: REDLINE_AUTHOR, date: this.date };
  }

  /** Adds the comment to comments.xml; returns its range markers and reference run. */
  comment(text: string): { start: XElement; end: XElement; reference: XElement } {
    const id = String(this.nextId++);
    const paragraphs = text
      .split('\n')
      .map((line) =>
        wElement(this.comments, 'p', {}, [
          wElement(this.comments, 'r', {}, [textElement(this.comments, 't', line)]),
        ]),
      );
    this.comments.documentElement.appendChild(
      wElement(
        this.comments,
        'comment',
        { id, author: REDLINE_AUTHOR, date: this.date, initials: INITIALS },
        paragraphs,
      ),
    );
    const d = this.document;
    return {
      start: wElement(d, 'commentRangeStart', { id }),
      end: wElement(d, 'commentRangeEnd', { id }),
      reference: wElement(d, 'r', {}, [
        wElement(d, 'rPr', {}, [wElement(d, 'rStyle', { val: 'CommentReference' })]),
        wElement(d, 'commentReference', { id }),
      ]),
    };
  }

  inserted(template: XElement | null, text: string): XElement {
    const d = this.document;
    const content = [textElement(d, 't', text)];
    const run = template ? runLike(d, template, content) : wElement(d, 'r', {}, content);
    return wElement(d, 'ins', this.attributes(), [run]);
  }

  deleted(runs: readonly XElement[]): XElement {
    const d = this.document;
    const deletion = wElement(d, 'del', this.attributes());
    for (const run of runs) {
      for (const t of childrenNamed(run, 't')) {
        run.replaceChild(textElement(d, 'delText', t.textContent ?? ''), t);
      }
      deletion.appendChild(run);
    }
    return deletion;
  }

  /** A new paragraph, itself a tracked insertion (rejecting it removes the paragraph). */
  insertedParagraph(text: string): XElement {
    const d = this.document;
    const mark = wElement(d, 'pPr', {}, [
      wElement(d, 'rPr', {}, [wElement(d, 'ins', this.attributes())]),
    ]);
    return wElement(d, 'p', {}, [mark, this.inserted(null, text)]);
  }
}

function replaceIn(document: XDocument, marker: Marker, found: Located, edit: RedlineEdit): void {
  const { paragraph } = found;
  atomizeRuns(document, paragraph);
  splitAt(document, paragraph, found.end);
  splitAt(document, paragraph, found.start);
  let position = 0;
  const targets: XElement[] = [];
  for (const run of childrenNamed(paragraph, 'r')) {
    const length = runText(run).length;
    if (position >= found.start && position + length <= found.end && length > 0) targets.push(run);
    position += length;
  }
  const first = targets[0];
  if (!first) return;
  const note = marker.comment(edit.comment);
  paragraph.insertBefore(note.start, first);
  const deletion = marker.deleted(targets.map((run) => run));
  paragraph.insertBefore(deletion, note.start.nextSibling);
  const insertion = marker.inserted(childrenNamed(deletion, 'r')[0] ?? null, edit.wording);
  paragraph.insertBefore(insertion, deletion.nextSibling);
  paragraph.insertBefore(note.end, insertion.nextSibling);
  paragraph.insertBefore(note.reference, note.end.nextSibling);
}

function insertAfter(
  marker: Marker,
  body: XElement,
  anchor: XElement | null,
  edit: RedlineEdit,
): XElement {
  const paragraph = marker.insertedParagraph(edit.wording);
  const note = marker.comment(edit.comment);
  const insertion = childrenNamed(paragraph, 'ins')[0]!;
  paragraph.insertBefore(note.start, insertion);
  paragraph.appendChild(note.end);
  paragraph.appendChild(note.reference);
  if (anchor?.parentNode) {
    anchor.parentNode.insertBefore(paragraph, anchor.nextSibling);
    return paragraph;
  }
  // No place found: at the end of the text, before the section's properties.
  const section = childrenNamed(body, 'sectPr')[0];
  if (section) body.insertBefore(paragraph, section);
  else body.appendChild(paragraph);
  return paragraph;
}

async function ensureCommentsPart(zip: JSZip): Promise<XDocument> {
  const existing = await zip.file(COMMENTS_PATH)?.async('string');
  if (existing) return parseXml(existing);
  const types = parseXml(await zip.file('[Content_Types].xml')!.async('string'));
  const override = types.createElementNS(TYPES_NS, 'Override');
  override.setAttribute('PartName', `/${COMMENTS_PATH}`);
  override.setAttribute('ContentType', COMMENTS_TYPE);
  types.documentElement.appendChild(override);
  zip.file('[Content_Types].xml', serializeXml(types));
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = parseXml(
    (await zip.file(relsPath)?.async('string')) ?? `<Relationships xmlns="${RELS_NS}"/>`,
  );
  const ids = Array.from(rels.getElementsByTagNameNS(RELS_NS, 'Relationship')).map((rel) =>
    rel.getAttribute('Id'),
  );
  let n = ids.length + 1;
  while (ids.includes(`rId${n}`)) n += 1;
  const relationship = rels.createElementNS(RELS_NS, 'Relationship');
  relationship.setAttribute('Id', `rId${n}`);
  relationship.setAttribute('Type', COMMENTS_REL);
  relationship.setAttribute('Target', 'comments.xml');
  rels.documentElement.appendChild(relationship);
  zip.file(relsPath, serializeXml(rels));
  return parseXml(`<w:comments xmlns:w="${W}"/>`);
}

/** The highest numeric `w:id` of a part, so that new changes and comments get fresh ones. */
function highestId(document: XDocument): number {
  let highest = 0;
  const walk = (node: XNode) => {
    if (node.nodeType === 1) {
      const id = Number((node as XElement).getAttributeNS(W, 'id'));
      if (Number.isFinite(id) && id > highest) highest = id;
    }
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
  };
  walk(document.documentElement);
  return highest;
}

/**
 * Marks each edit in a .docx as a real tracked change signed "Contrato Claro" at `date` — the
 * words replaced are a deletion followed by an insertion, a missing clause an inserted paragraph
 * — each with a comment saying why, so the other party accepts or rejects them one by one in Word
 * or LibreOffice. Everything else of the file (styles, numbering, headers, images) is kept as it
 * is. Words not found in a single paragraph become an inserted paragraph after the paragraph of
 * their first words (or at the end), so that no suggestion is lost.
 */
export async function markSuggestions(
  docx: Buffer,
  edits: readonly RedlineEdit[],
  date: Date,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  const document = parseXml(await zip.file('word/document.xml')!.async('string'));
  const comments = await ensureCommentsPart(zip);
  const stamp = `${date.toISOString().slice(0, 19)}Z`;
  const marker = new Marker(
    document,
    comments,
    stamp,
    Math.max(highestId(document), highestId(comments)) + 1,
  );
  const body = elementsNamed(document, 'body')[0]!;
  // Paragraphs inserted after the same one keep the order of the edits.
  const lastInsertedAfter = new Map<XElement | null, XElement>();
  for (const edit of edits) {
    const paragraphs = elementsNamed(body, 'p');
    const found = edit.kind === 'replace' ? locate(paragraphs, edit.target) : null;
    if (found) {
      replaceIn(document, marker, found, edit);
      continue;
    }
    const anchor = paragraphOf(paragraphs, edit.target);
    const after = lastInsertedAfter.get(anchor) ?? anchor;
    lastInsertedAfter.set(anchor, insertAfter(marker, body, after, edit));
  }
  zip.file('word/document.xml', serializeXml(document));
  zip.file(COMMENTS_PATH, serializeXml(comments));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
