import type { ReactNode } from "react";

/** A small inline label, e.g. a version: <Badge text="1.1.0+" type="tip" />. */
export function Badge({
  text,
  type = "tip",
  children,
}: {
  text?: string;
  type?: "tip" | "info" | "warning" | "danger";
  children?: ReactNode;
}) {
  return <span className={`badge badge-${type}`}>{children ?? text}</span>;
}

/** Numbers the ### headings inside it as steps. */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>;
}
