import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/** WordprocessingML's namespace: every element and attribute of a document part. */
export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

export const parseXml = (xml: string): Document =>
  new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;

export const serializeXml = (document: Document): string =>
  new XMLSerializer().serializeToString(document as never);

/** The `w:`-qualified child elements of `parent` named `name` (direct children only). */
export function childrenNamed(parent: Element, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === W) {
      if ((node as Element).localName === name) found.push(node as Element);
    }
  }
  return found;
}

export function elementsNamed(root: Document | Element, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(W, name) as unknown as ArrayLike<Element>);
}

/** A new `w:name` element with `w:` attributes. */
export function wElement(
  document: Document,
  name: string,
  attributes: Record<string, string> = {},
  children: Node[] = [],
): Element {
  const element = document.createElementNS(W, `w:${name}`);
  for (const [key, value] of Object.entries(attributes))
    element.setAttributeNS(W, `w:${key}`, value);
  for (const child of children) element.appendChild(child);
  return element;
}

/** A `w:t`-like text element (`w:t`, `w:delText`) that keeps its spaces. */
export function textElement(document: Document, name: 't' | 'delText', text: string): Element {
  const element = document.createElementNS(W, `w:${name}`);
  element.setAttribute('xml:space', 'preserve');
  element.appendChild(document.createTextNode(text));
  return element;
}
