import type { AnchorHTMLAttributes, ReactNode, TableHTMLAttributes } from "react";
import type { MdxComponents } from "~/content/page-module";
import { Badge, Steps } from "./Badge";
import { CodeBlock } from "./CodeBlock";
import { PackageManagerTabs } from "./PackageManagerTabs";
import { Tab, Tabs } from "./Tabs";
import { ZoomImage } from "./ZoomImage";
import { lazyComponent } from "~/shell";

// Only the home page uses these; other pages do not download them.
const LandingBenchmark = lazyComponent(() => import("~/components/landing/LandingSections").then((m) => m.LandingBenchmark));
const LandingToolStack = lazyComponent(() => import("~/components/landing/LandingSections").then((m) => m.LandingToolStack));

const containerTitles: Record<string, string> = { tip: "TIP", info: "INFO", warning: "WARNING", danger: "DANGER", details: "Details" };

export function Container({ type, title, children }: { type: string; title?: string; children: ReactNode }) {
  if (type === "details") {
    return (
      <details className="container details">
        <summary>{title ?? containerTitles.details}</summary>
        {children}
      </details>
    );
  }
  return (
    // A note, not an aside: callouts sit inside the text, and unnamed complementary landmarks would clutter the page's landmarks.
    <div className={`container ${type}`} role="note">
      <p className="container-title">{title ?? containerTitles[type]}</p>
      {children}
    </div>
  );
}

/** External links open in a new tab; internal ones navigate client-side (hooks/useContentLinks). */
function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}

/** Tables scroll sideways on narrow screens; a tab stop lets the keyboard scroll them too. */
function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; the tab stop lets keyboard readers scroll it.
  return <table tabIndex={0} {...props} />;
}

export const mdxComponents: MdxComponents = {
  CodeBlock,
  Container,
  PackageManagerTabs,
  Tabs,
  Tab,
  Badge,
  Steps,
  LandingBenchmark,
  LandingToolStack,
  a: MdxLink,
  img: ZoomImage,
  table: Table,
};
