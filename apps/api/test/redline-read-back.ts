import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import {
  W,
  childrenNamed,
  elementsNamed,
  parseXml,
  type XElement,
  type XNode,
} from '../src/redline/ooxml';

/** What a .docx with tracked changes holds, read back as Word would show it. */
export interface RedlineReading {
  /** The paragraphs' text with every change accepted. */
  accepted: string[];
  /** The paragraphs' text with every change rejected. */
  rejected: string[];
  insertions: XElement[];
  deletions: XElement[];
  comments: string[];
  parts: JSZip;
}

function textOf(paragraph: XElement, view: 'accepted' | 'rejected'): string {
  let text = '';
  const walk = (node: XNode) => {
    if (node.nodeType !== 1) return;
    const element = node as XElement;
    if (element.namespaceURI === W) {
      const name = element.localName;
      if (name === 'pPr' || name === 'rPr') return;
      if (name === 'ins' && view === 'rejected') return;
      if (name === 'del' && view === 'accepted') return;
      if (name === 't' || name === 'delText') {
        text += element.textContent ?? '';
        return;
      }
      if (name === 'tab') text += '\t';
    }
    for (let child = element.firstChild; child; child = child.nextSibling) walk(child);
  };
  walk(paragraph);
  return text;
}

/** Whether the paragraph itself was inserted (its mark is a tracked insertion). */
const isInsertedParagraph = (paragraph: XElement) =>
  childrenNamed(paragraph, 'pPr').some((pPr) =>
    childrenNamed(pPr, 'rPr').some((rPr) => childrenNamed(rPr, 'ins').length > 0),
  );

export async function readRedline(bytes: Buffer): Promise<RedlineReading> {
  const parts = await JSZip.loadAsync(bytes);
  const document = parseXml(await parts.file('word/document.xml')!.async('string'));
  const paragraphs = elementsNamed(document, 'p');
  const commentsXml = await parts.file('word/comments.xml')?.async('string');
  const comments = commentsXml
    ? elementsNamed(parseXml(commentsXml), 'comment').map((comment) =>
        elementsNamed(comment, 'p')
          .map((p) => textOf(p, 'accepted'))
          .join('\n'),
      )
    : [];
  return {
    accepted: paragraphs.map((p) => textOf(p, 'accepted')),
    rejected: paragraphs.filter((p) => !isInsertedParagraph(p)).map((p) => textOf(p, 'rejected')),
    insertions: elementsNamed(document, 'ins').filter(
      (element) => (element.parentNode as XElement).localName !== 'rPr',
    ),
    deletions: elementsNamed(document, 'del'),
    comments,
    parts,
  };
}

/**
 * Opens the file in LibreOffice headless (Debian's libreoffice-writer-nogui) and converts it to
 * plain text: throws when LibreOffice cannot read it. Returns the text it read.
 */
export async function openInLibreOffice(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-lo-'));
  try {
    const input = path.join(dir, 'sugestoes.docx');
    await writeFile(input, bytes);
    await promisify(execFile)(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'txt:Text',
        '--outdir',
        dir,
        input,
      ],
      { timeout: 180_000 },
    );
    return await readFile(path.join(dir, 'sugestoes.txt'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
