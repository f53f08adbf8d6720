import { createRequire } from 'node:module';

/**
 * The part of the DOM the redline uses, as xmldom implements it. xmldom's own typings pull the
 * browser's DOM library into every program that includes this one (and change Node's `fetch`,
 * `Blob` and stream types there), so the package is loaded untyped and described here.
 */
export interface XNode {
  nodeType: number;
  firstChild: XNode | null;
  nextSibling: XNode | null;
  parentNode: XNode | null;
  childNodes: ArrayLike<XNode>;
  textContent: string | null;
  cloneNode(deep: boolean): XNode;
  insertBefore(node: XNode, before: XNode | null): XNode;
  appendChild(node: XNode): XNode;
  removeChild(node: XNode): XNode;
  replaceChild(node: XNode, old: XNode): XNode;
}

export interface XElement extends XNode {
  namespaceURI: string | null;
  localName: string;
  getAttribute(name: string): string | null;
  getAttributeNS(namespace: string, name: string): string | null;
  setAttribute(name: string, value: string): void;
  setAttributeNS(namespace: string, name: string, value: string): void;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XElement>;
}

export interface XDocument extends XNode {
  documentElement: XElement;
  createElementNS(namespace: string, name: string): XElement;
  createTextNode(text: string): XNode;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XElement>;
}

const xmldom = createRequire(import.meta.url)('@xmldom/xmldom') as {
  DOMParser: new () => { parseFromString(xml: string, type: string): XDocument };
  XMLSerializer: new () => { serializeToString(node: XDocument): string };
};

/** WordprocessingML's namespace: every element and attribute of a document part. */
export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

export const parseXml = (xml: string): XDocument =>
  new xmldom.DOMParser().parseFromString(xml, 'text/xml');

export const serializeXml = (document: XDocument): string =>
  new xmldom.XMLSerializer().serializeToString(document);

/** The `w:`-qualified child elements of `parent` named `name` (direct children only). */
export function childrenNamed(parent: XElement, name: string): XElement[] {
  const found: XElement[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as XElement).namespaceURI === W) {
      if ((node as XElement).localName === name) found.push(node as XElement);
    }
  }
  return found;
}

export function elementsNamed(root: XDocument | XElement, name: string): XElement[] {
  return Array.from(root.getElementsByTagNameNS(W, name));
}

/** A new `w:name` element with `w:` attributes. */
export function wElement(
  document: XDocument,
  name: string,
  attributes: Record<string, string> = {},
  children: XNode[] = [],
): XElement {
  const element = document.createElementNS(W, `w:${name}`);
  for (const [key, value] of Object.entries(attributes))
    element.setAttributeNS(W, `w:${key}`, value);
  for (const child of children) element.appendChild(child);
  return element;
}

/** A `w:t`-like text element (`w:t`, `w:delText`) that keeps its spaces. */
export function textElement(document: XDocument, name: 't' | 'delText', text: string): XElement {
  const element = document.createElementNS(W, `w:${name}`);
  element.setAttribute('xml:space', 'preserve');
  element.appendChild(document.createTextNode(text));
  return element;
}
