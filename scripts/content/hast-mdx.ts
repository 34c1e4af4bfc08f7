import type { ElementContent, Parent } from "hast";

/*
 * The MDX JSX nodes (and the code meta) of the hast tree that mdx-bundler hands to rehype plugins. Their own
 * declarations (mdast-util-mdx-jsx) are installed here only for an older hast, so the
 * shapes the plugins read and write are declared once, here, for the hast in use.
 */

export interface MdxJsxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value?: string | null | { type: "mdxJsxAttributeValueExpression"; value: string };
}

export interface MdxJsxExpressionAttribute {
  type: "mdxJsxExpressionAttribute";
  value: string;
}

interface MdxJsxElementFields extends Parent {
  name: string | null;
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[];
  children: ElementContent[];
}

export interface MdxJsxFlowElement extends MdxJsxElementFields {
  type: "mdxJsxFlowElement";
}

export interface MdxJsxTextElement extends MdxJsxElementFields {
  type: "mdxJsxTextElement";
}

declare module "hast" {
  interface RootContentMap {
    mdxJsxFlowElement: MdxJsxFlowElement;
    mdxJsxTextElement: MdxJsxTextElement;
  }
  interface ElementContentMap {
    mdxJsxFlowElement: MdxJsxFlowElement;
    mdxJsxTextElement: MdxJsxTextElement;
  }
  /** The info string of fenced code after its language, which mdast-util-to-hast keeps on the code element. */
  interface ElementData {
    meta?: string | null;
  }
}
